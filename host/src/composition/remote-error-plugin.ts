import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteName } from '@brass/shared/remote-routes';
import { getRuntimeConfig } from '@brass/shared/runtime-config';
import { reportClientError } from './report-client-error';
import { refuseUnmetSingletons, sharedVersionMismatch } from './shared-version-mismatch';

/**
 * A remote that cannot be reached must cost only its own routes. The runtime's default is to throw
 * from deep inside its loader; this turns every failure into one recognisable error that the
 * route's error boundary shows as a retry panel, keeps the cause in the console and reports it to the
 * API, so that the team whose release broke sees it. A remote refused because it needs another
 * version of a shared library than the page holds is said so, naming the library and both versions.
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
    initContainer(args) {
      const remote = args.remoteInfo.name as RemoteName;
      refuseUnmetSingletons(args.shareScope, remote, getRuntimeConfig().requires?.[remote]);
      return args;
    },
    errorLoadRemote({ id, error }) {
      const context = sharedVersionMismatch(error) ?? `could not load ${id}`;
      console.error(`[federation] ${context}`, error);
      reportClientError({ kind: 'load', app: id.split('/')[0], context, error });
      throw new RemoteUnavailableError(id, error);
    },
  };
}
