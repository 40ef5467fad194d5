import type { ComponentType } from 'react';
import type { RemotePageProps } from './remote-pages';

/**
 * What the host loads from an expose that one of a remote's routes names: a page component as the
 * default export, rendered with the route's params. A release whose published types do not fit this
 * breaks the host at run time, so its pipeline refuses it.
 */
export interface PageExpose {
  default: ComponentType<RemotePageProps>;
}

/**
 * What a page's expose may carry beside the page: `prefetch` fetches ahead, for the route's params,
 * what the page's first render reads, and keeps it for the page's hooks (`keepAnswers` of
 * `@brass/shared/server-data`). The shell calls it when a link to the page is pointed at or clicked,
 * and keeps the page being left on screen until it is done or a second has passed, so that the page
 * renders whole rather than loading. Pages whose first render reads nothing leave it out.
 */
export interface PagePrefetch {
  prefetch: (params: RemotePageProps['params']) => Promise<void>;
}

/** A single-spa lifecycle: the page that mounts the parcel awaits each one. */
export type ParcelLifecycle = (props: never) => Promise<unknown>;

/** What a page outside the shop loads from a remote's `./parcel`: single-spa's parcel lifecycles. */
export interface ParcelExpose {
  bootstrap: ParcelLifecycle | ParcelLifecycle[];
  mount: ParcelLifecycle | ParcelLifecycle[];
  unmount: ParcelLifecycle | ParcelLifecycle[];
  update?: ParcelLifecycle | ParcelLifecycle[];
}

/** The expose every remote may publish beside its pages. */
export const PARCEL_EXPOSE = 'parcel';
