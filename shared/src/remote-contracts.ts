import type { ComponentType } from 'react';
import type { AppProps } from 'single-spa';
import type { ShopParcelProps } from './parcel';
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

/**
 * What each remote's parcel takes from the page that mounts it. Pages outside the shop are written
 * against this, so a parcel that renames or adds a required prop breaks them: its pipeline and
 * `pnpm promote` refuse a parcel whose lifecycles do not accept these props.
 */
export interface ParcelProps {
  /** A product card: the product, as the API names it (`_id`). */
  catalog: ShopParcelProps & { productId: string };
  checkout: ShopParcelProps;
  account: ShopParcelProps;
  /** The latest posts: how many, 1 to 12 (3 when left out). */
  blog: ShopParcelProps & { limit?: number };
}

/** A single-spa lifecycle: the page that mounts the parcel awaits each one. */
export type ParcelLifecycle<Props = never> = (props: Props) => Promise<unknown>;

/** The props a lifecycle gets: the page's, and what single-spa adds when it mounts the parcel. */
type Mounted<Props> = [Props] extends [never] ? never : Props & AppProps & { domElement: HTMLElement };

/**
 * What a page outside the shop loads from a remote's `./parcel`: single-spa's parcel lifecycles,
 * each accepting the props the page mounts it with (`ParcelExpose<ParcelProps['catalog']>`).
 */
export interface ParcelExpose<Props = never> {
  bootstrap: ParcelLifecycle<Mounted<Props>> | ParcelLifecycle<Mounted<Props>>[];
  mount: ParcelLifecycle<Mounted<Props>> | ParcelLifecycle<Mounted<Props>>[];
  unmount: ParcelLifecycle<Mounted<Props>> | ParcelLifecycle<Mounted<Props>>[];
  update?: ParcelLifecycle<Mounted<Props>> | ParcelLifecycle<Mounted<Props>>[];
}

/** The expose every remote may publish beside its pages. */
export const PARCEL_EXPOSE = 'parcel';
