/** A file a message carried: listed with the message, its content served on its own. */
export interface CaughtAttachment {
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
}

/** Every message the catcher accepted, in memory, newest first; a restart empties it. */
export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  /** The envelope's recipients, so that Bcc shows too. */
  to: string[];
  subject: string;
  text: string;
  /** The text part as HTML, escaped and with its links made clickable. */
  textAsHtml: string;
  attachments: CaughtAttachment[];
}

export type IncomingMail = Omit<CaughtMail, 'id' | 'receivedAt' | 'attachments'> & {
  attachments: (Omit<CaughtAttachment, 'size'> & { content: Buffer })[];
};

/** Enough for any test run or afternoon of clicking; the oldest go first beyond it. */
const capacity = 1000;

export class Mailbox {
  private messages: CaughtMail[] = [];
  /** Kept beside the messages so that their JSON stays small. */
  private contents = new Map<number, Buffer[]>();
  private nextId = 1;

  add({ attachments, ...message }: IncomingMail, receivedAt: Date): CaughtMail {
    const caught: CaughtMail = {
      id: this.nextId++,
      receivedAt: receivedAt.toISOString(),
      ...message,
      attachments: attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.length,
      })),
    };
    this.messages = [caught, ...this.messages];
    this.contents.set(
      caught.id,
      attachments.map((attachment) => attachment.content),
    );
    for (const dropped of this.messages.splice(capacity)) this.contents.delete(dropped.id);
    return caught;
  }

  all(): CaughtMail[] {
    return this.messages;
  }

  /** The `index`th file of message `id`, with how it was described; undefined when there is none. */
  attachment(id: number, index: number): (CaughtAttachment & { content: Buffer }) | undefined {
    const described = this.messages.find((message) => message.id === id)?.attachments[index];
    const content = this.contents.get(id)?.[index];
    return described && content ? { ...described, content } : undefined;
  }

  clear(): void {
    this.messages = [];
    this.contents.clear();
  }
}
