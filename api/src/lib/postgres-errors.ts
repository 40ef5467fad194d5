/**
 * The SQLSTATE code of a database error. node-postgres and PGlite both put the code on the error;
 * drizzle wraps it as the `cause` of its own query error.
 */
function sqlState(error: unknown): string | undefined {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** Class 22 "data exception": a value the database cannot take, such as a NUL character in text. */
export const isDataException = (error: unknown): boolean => sqlState(error)?.startsWith('22') ?? false;

/**
 * The ways node-postgres reports a database it cannot use for now: a connection the server ended
 * (class 08 "connection exception", 57P01 to 57P03 "admin, crash shutdown, cannot connect now"), one
 * the network refused or reset, or no connection came free in time; and a connection the server
 * refused: class 53 "insufficient resources" (53300 too many connections, for the server or the
 * role) and 55000 (a database not accepting connections). Retrying a moment later can work.
 */
const unavailableCodes = new Set([
  '55000',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const unavailableClasses = ['08', '53'];
const lostConnectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (unavailableCodes.has(code) || unavailableClasses.some((prefix) => code.startsWith(prefix))) {
        return true;
      }
    }
    if (typeof message === 'string' && lostConnectionMessages.some((text) => message.startsWith(text))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** 23505 "unique violation": a row with the same key exists, such as a code taken already. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
