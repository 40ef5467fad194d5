/**
 * An expected failure with the status and the message the shopper should see. Services throw it; the
 * error handler (plugins/errors.ts) answers `{message}` with its status. Anything else is a bug and
 * becomes a plain 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
