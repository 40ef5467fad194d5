/**
 * Mail over SMTP with nodemailer: the provider's relay in production, the sandbox's catcher locally.
 */
import nodemailer from 'nodemailer';

interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

export interface MailTransport {
  /** Resolves once the relay accepted the message; rejects with the relay's or the network's error. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded so that one attempt always ends well inside the sender's lease.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
