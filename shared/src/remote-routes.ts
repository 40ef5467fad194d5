/** The apps that own the shop's pages, each released on its own. */
export type RemoteName = 'catalog' | 'checkout' | 'account' | 'blog' | 'admin';

/** One page of the shop, owned by the remote that renders it. */
export interface RemoteRoute {
  /** A path pattern, e.g. `/product/:id`. */
  path: string;
  remote: RemoteName;
  /** The module the remote exposes, e.g. `CartPage` for `checkout/CartPage`. */
  page: string;
  /** The document title while the remote page has not set its own. */
  title: string;
  /** The remote renders this page on the server too, so the composed page arrives already server-rendered. */
  serverRendered: boolean;
}

/**
 * What a remote declares in its `src/routes.ts` and publishes with each release: its pages, without
 * its own name. The host composes the shop's route table from the live releases of every remote.
 */
export type OwnRoute = Omit<RemoteRoute, 'remote'>;

/**
 * The file every remote's build names its federation entry, always the same beside its manifest: the
 * page loads a remote from it directly, without reading the manifest first.
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** A remote's entry, from the address of its manifest (the runtime config names the manifest). */
export const remoteEntryUrl = (manifestUrl: string): string => new URL(REMOTE_ENTRY_FILE, manifestUrl).href;
