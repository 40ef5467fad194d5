import { randomUUID } from 'node:crypto';

/** The header a request's id travels in: from the composition server to the API, and back on answers. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id taken from a request may look like: short, and of characters that cannot break a log
 * line or a header. Anyone can send the header, so anything else is replaced.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id a request goes by: the one it came with when that is safe to log, or a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
