import type { ClientErrorKind } from '@brass/shared/contracts/errors';

/** Something that broke in the page, before it is shaped and bounded into a report. */
export interface ClientError {
  kind: ClientErrorKind;
  /** The app the failing piece belongs to, when known: the remote of a page, `host` for the shell. */
  app?: string;
  /** Where it happened, put before the error's own message, e.g. `could not load catalog/HomePage`. */
  context?: string;
  error: unknown;
}

export type ClientErrorSink = (error: ClientError) => void;

let sink: ClientErrorSink | undefined;

/**
 * Hands errors to the sink the page starts with once it knows where the API is
 * (`client-error-reports.ts`). This module imports nothing of @brass/shared at run time: the
 * federation runtime loads the remote-error plugin, which reports through here, before any shared
 * module can be loaded.
 */
export function setClientErrorSink(next: ClientErrorSink | undefined): void {
  sink = next;
}

/**
 * Reports an error that broke a piece of the page. Called from error handlers, so it never throws:
 * before the page has started (no API known yet) the error stays in the console only.
 */
export function reportClientError(error: ClientError): void {
  try {
    sink?.(error);
  } catch (failure) {
    console.error('[shell] could not report an error', failure);
  }
}
