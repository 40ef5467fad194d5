import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemotePageProps } from '@brass/shared/remote-pages';
import type { RemoteName, RuntimeConfig } from '@brass/shared/runtime-config';
import type { ComponentType } from 'react';

export type RemotePageModule = { default: ComponentType<RemotePageProps> };

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

export async function loadRemotePage(remote: RemoteName, page: string): Promise<RemotePageModule> {
  const module = await loadRemote<RemotePageModule>(`${remote}/${page}`);
  if (!module?.default) throw new Error(`${remote}/${page} exposes no page component`);
  return module;
}
