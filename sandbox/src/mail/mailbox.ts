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
}

/** Enough for any test run or afternoon of clicking; the oldest go first beyond it. */
const capacity = 1000;

export class Mailbox {
  private messages: CaughtMail[] = [];
  private nextId = 1;

  add(message: Omit<CaughtMail, 'id' | 'receivedAt'>, receivedAt: Date): CaughtMail {
    const caught = { id: this.nextId++, receivedAt: receivedAt.toISOString(), ...message };
    this.messages = [caught, ...this.messages].slice(0, capacity);
    return caught;
  }

  all(): CaughtMail[] {
    return this.messages;
  }

  clear(): void {
    this.messages = [];
  }
}
