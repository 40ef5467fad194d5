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
