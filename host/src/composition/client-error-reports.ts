import { CLIENT_ERROR_LIMITS } from '@brass/shared/constants';
import type { ClientErrorReport } from '@brass/shared/contracts/errors';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { onStoreRefusal } from '@brass/shared/store-refusals';
import {
  setClientErrorSink,
  reportClientError,
  type ClientError,
  type ClientErrorSink,
} from './report-client-error';

/** At most this many reports leave one page load; a broken release must not flood the API. */
export const CLIENT_ERROR_REPORTS_PER_PAGE = 10;

type Transport = (url: string, body: string) => Promise<unknown>;

const postReport: Transport = (url, body) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    // Delivered even when the shopper leaves the broken page at once; no cookie or token is needed.
    keepalive: true,
    credentials: 'omit',
  });

function summarise({ context, error }: ClientError): Pick<ClientErrorReport, 'message' | 'stack'> {
  const own =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : String(error);
  const message = (context ? `${context}: ${own}` : own) || 'Unknown error';
  const stack =
    error instanceof Error && error.stack ? error.stack.slice(0, CLIENT_ERROR_LIMITS.stack) : undefined;
  return { message: message.slice(0, CLIENT_ERROR_LIMITS.message), ...(stack ? { stack } : {}) };
}

function liveReleases(releases: RuntimeConfig['releases']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(releases).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Sends each error as a report to the API, bounded per page load: identical errors once, and at most
 * CLIENT_ERROR_REPORTS_PER_PAGE in all, so that a broken release in a loop cannot flood the API.
 */
export function clientErrorSender(
  config: Pick<RuntimeConfig, 'apiBase' | 'releases'>,
  transport: Transport = postReport,
): ClientErrorSink {
  const sent = new Set<string>();
  return (error) => {
    const report: ClientErrorReport = {
      kind: error.kind,
      ...summarise(error),
      path: window.location.pathname.slice(0, CLIENT_ERROR_LIMITS.path),
      ...(error.app ? { app: error.app } : {}),
      releases: liveReleases(config.releases),
    };
    const key = `${report.kind} ${report.app ?? ''} ${report.message}`;
    if (sent.has(key) || sent.size >= CLIENT_ERROR_REPORTS_PER_PAGE) return;
    sent.add(key);
    transport(`${config.apiBase}/api/client-errors`, JSON.stringify(report)).catch(() => {
      // A report that cannot be delivered is dropped: the error is in the console already.
    });
  };
}

/** Starts reporting the page's errors, and the payloads the shared stores refuse, to the API. */
export function startClientErrorReports(config: RuntimeConfig): void {
  setClientErrorSink(clientErrorSender(config));
  onStoreRefusal(({ store, action, problem }) =>
    reportClientError({ kind: 'store', error: `the ${store} store refused ${action}: ${problem}` }),
  );
}
