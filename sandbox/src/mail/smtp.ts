/**
 * The SMTP side of the mail catcher: accepts every message from anyone (any login or none, no TLS)
 * and keeps it in the mailbox, as a local stand-in for the shop's mail provider.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Mailbox } from './mailbox.js';

export interface SmtpCatcher {
  port: number;
  close(): Promise<void>;
}

export function startSmtpCatcher(mailbox: Mailbox, port: number, now: () => number): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    banner: 'Brass Aangan sandbox mail catcher',
    authOptional: true,
    // Without STARTTLS, clients send in clear text and need no certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mailbox.add(
            {
              from: parsed.from?.text ?? (session.envelope.mailFrom || { address: '' }).address,
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              textAsHtml: parsed.textAsHtml ?? '',
              attachments: parsed.attachments.map((attachment, index) => ({
                filename: attachment.filename ?? `attachment-${index + 1}`,
                contentType: attachment.contentType,
                content: attachment.content,
              })),
            },
            new Date(now()),
          );
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        port: (server.server.address() as AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
