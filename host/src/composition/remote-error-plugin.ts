import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { reportClientError } from './report-client-error';

/**
 * A remote that cannot be reached must cost only its own routes. The runtime's default is to throw
 * from deep inside its loader; this turns every failure into one recognisable error that the
 * route's error boundary shows as a retry panel, keeps the cause in the console and reports it to the
 * API, so that the team whose release broke sees it.
 */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    cause: unknown,
  ) {
    super(`The part of the shop that shows ${remoteId} could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'brass-remote-error',
    errorLoadRemote({ id, error }) {
      console.error(`[federation] could not load ${id}`, error);
      reportClientError({ kind: 'load', app: id.split('/')[0], context: `could not load ${id}`, error });
      throw new RemoteUnavailableError(id, error);
    },
  };
}
