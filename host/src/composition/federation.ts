import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { PageExpose } from '@brass/shared/remote-contracts';
import type { RemoteName, RuntimeConfig } from '@brass/shared/runtime-config';
import { RemoteUnavailableError } from './remote-error-plugin';
import { reportClientError } from './report-client-error';

let remoteEntries: RuntimeConfig['remotes'] | undefined;

/** Registers the remotes named by the runtime config; no remote origin is known before this. */
export function registerShopRemotes(config: RuntimeConfig): void {
  remoteEntries = config.remotes;
  registerRemotes(
    (Object.keys(config.remotes) as RemoteName[]).map((name) => ({ name, entry: config.remotes[name] })),
  );
}

/**
 * Registers one remote again, dropping what the runtime cached of a failed attempt, so that Retry
 * fetches its manifest afresh once it is back. Returns false when only a new page can do that: the
 * files this page preloaded for the remote and failed to get stay failed for the life of the page.
 */
export function resetRemote(name: RemoteName): boolean {
  if (!remoteEntries) return true;
  const origin = new URL(remoteEntries[name], window.location.href).origin;
  if (document.querySelector(`link[rel="preload"][as="script"][href^="${origin}/"]`)) return false;
  registerRemotes([{ name, entry: remoteEntries[name] }], { force: true });
  return true;
}

export function reloadPage(): void {
  window.location.reload();
}

/**
 * How long a remote's manifest and entry may take together. A remote that hangs (a stalled CDN, a
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

const loadedPages = new Map<string, PageExpose>();

export async function loadRemotePage(remote: RemoteName, page: string): Promise<PageExpose> {
  const id = `${remote}/${page}`;
  const module = await withinLoadTime(remote, id, loadRemote<PageExpose>(id));
  if (!module?.default) throw failLoad(remote, id, new Error(`${id} exposes no page component`));
  loadedPages.set(id, module);
  return module;
}

/** A page whose code this tab already holds: drawn in the very render that asks for it, with no wait. */
export function loadedRemotePage(remote: RemoteName, page: string): PageExpose | undefined {
  return loadedPages.get(`${remote}/${page}`);
}

const prefetched = new Set<string>();

/**
 * Loads a page's code before the shopper opens it, once per page: a page that failed is not asked
 * for again on every pointer movement; opening it tries again and shows Retry if it fails.
 */
export function prefetchRemotePage(remote: RemoteName, page: string): void {
  const id = `${remote}/${page}`;
  if (prefetched.has(id)) return;
  prefetched.add(id);
  loadRemotePage(remote, page).catch(() => undefined);
}
