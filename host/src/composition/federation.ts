import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { PageExpose, PagePrefetch } from '@brass/shared/remote-contracts';
import type { RemotePageProps } from '@brass/shared/remote-pages';
import { remoteEntryUrl, type RemoteName } from '@brass/shared/remote-routes';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { RemoteUnavailableError } from './remote-error-plugin';
import { reportClientError } from './report-client-error';

let remoteManifests: RuntimeConfig['remotes'] | undefined;
let retries = 0;

/**
 * Registers the remotes named by the runtime config; no remote origin is known before this. Each is
 * loaded from its entry, an ES module, so the page makes no round trip for its manifest first.
 */
export function registerShopRemotes(config: RuntimeConfig): void {
  remoteManifests = config.remotes;
  registerRemotes(
    (Object.keys(config.remotes) as RemoteName[]).map((name) => ({
      name,
      entry: remoteEntryUrl(config.remotes[name]),
      type: 'module',
    })),
  );
}

/**
 * Registers one remote again, dropping what the runtime cached of a failed attempt, so that Retry
 * fetches its entry afresh once it is back: under a new address, as a browser may keep a module import
 * that failed as failed. Returns false when only a new page can do that: the files this page preloaded
 * for the remote and failed to get stay failed for the life of the page.
 */
export function resetRemote(name: RemoteName): boolean {
  if (!remoteManifests) return true;
  const entry = new URL(remoteEntryUrl(remoteManifests[name]), window.location.href);
  if (document.querySelector(`link[rel="preload"][as="script"][href^="${entry.origin}/"]`)) return false;
  entry.searchParams.set('retry', String(++retries));
  registerRemotes([{ name, entry: entry.href, type: 'module' }], { force: true });
  return true;
}

export function reloadPage(): void {
  window.location.reload();
}

/**
 * How long a remote's entry and page may take together. A remote that hangs (a stalled CDN, a
 * server that accepts and never answers) would otherwise leave the page spinning forever; after this
 * the page shows its Retry panel instead.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

function failLoad(remote: RemoteName, id: string, cause: Error): RemoteUnavailableError {
  reportClientError({ kind: 'load', app: remote, context: `could not load ${id}`, error: cause });
  return new RemoteUnavailableError(id, cause);
}

function withinLoadTime<T>(remote: RemoteName, id: string, loading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(failLoad(remote, id, new Error(`no answer within ${REMOTE_LOAD_TIMEOUT_MS} ms`))),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/** A page's expose as the shell loads it: the page, and maybe how to fetch ahead what it reads. */
type LoadedPage = PageExpose & Partial<PagePrefetch>;

const loadedPages = new Map<string, LoadedPage>();

export async function loadRemotePage(remote: RemoteName, page: string): Promise<LoadedPage> {
  const id = `${remote}/${page}`;
  const module = await withinLoadTime(remote, id, loadRemote<LoadedPage>(id));
  if (!module?.default) throw failLoad(remote, id, new Error(`${id} exposes no page component`));
  loadedPages.set(id, module);
  return module;
}

/** A page whose code this tab already holds: rendered in the very render that asks for it, with no wait. */
export function loadedRemotePage(remote: RemoteName, page: string): LoadedPage | undefined {
  return loadedPages.get(`${remote}/${page}`);
}

/** How long the shell keeps the page being left while the next page's data is fetched ahead. */
export const PREFETCH_WAIT_MS = 1000;

/** A fetch ahead taken this long ago still stands for the page: its answers are kept longer. */
const PREPARED_FRESH_MS = 10_000;

interface Preparing {
  /** Settles when the page's code is in and its data fetched ahead; never fails. */
  done: Promise<void>;
  settledAt?: number;
}

const preparing = new Map<string, Preparing>();

const preparingKey = (remote: RemoteName, page: string, params: RemotePageProps['params']) =>
  `${remote}/${page}?${JSON.stringify(params)}`;

/**
 * Loads a page's code and fetches ahead what its first render reads for these params (the page's
 * `prefetch`), once while it stands: a pointer moving over a link again does not ask again. A page
 * that fails to load is said so when it is opened, with Retry.
 */
export function prepareRemotePage(
  remote: RemoteName,
  page: string,
  params: RemotePageProps['params'],
): Preparing {
  const key = preparingKey(remote, page, params);
  const known = preparing.get(key);
  if (known && (known.settledAt === undefined || Date.now() - known.settledAt < PREPARED_FRESH_MS))
    return known;
  const next: Preparing = {
    done: loadRemotePage(remote, page)
      .then((module) => module.prefetch?.(params))
      .catch(() => undefined)
      .then(() => {
        next.settledAt = Date.now();
      }),
  };
  preparing.set(key, next);
  return next;
}

/**
 * The fetch ahead for the page being opened, started now if none stands; handed over once, since the
 * page's hooks use up its answers, and a later visit fetches again.
 */
export function takePreparedPage(
  remote: RemoteName,
  page: string,
  params: RemotePageProps['params'],
): Preparing {
  const taken = prepareRemotePage(remote, page, params);
  preparing.delete(preparingKey(remote, page, params));
  return taken;
}
