import * as React from 'react';
import type { FunctionComponent } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { loadRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';

/** What every parcel of the shop accepts from the page that mounts it. */
export interface ShopParcelProps {
  /**
   * The shop's address, e.g. `https://brassaangan.in`: where the parcel reads the shop's settings
   * (`/config.json`) and where its links lead. The page's own origin when left out, which is the
   * case of a page served on the shop's domain, the one place where the cart and the sign-in the
   * shop keeps in the browser are the same as the shop's.
   */
  shopUrl?: string;
}

/** The shop's origin a parcel was given, or the page's; anything but an http(s) address is refused. */
export function shopOrigin(props: ShopParcelProps): string {
  const origin = new URL(props.shopUrl ?? window.location.origin).origin;
  if (!/^https?:/.test(origin)) throw new Error(`shopUrl must be an http(s) address, not ${props.shopUrl}`);
  return origin;
}

/** An address on the shop, for the links a parcel renders: plain links, as no router of the shop is around. */
export function shopLink(props: ShopParcelProps, path: string): string {
  return new URL(path, shopOrigin(props)).href;
}

// One read of the settings per shop, however many parcels the page mounts.
const settings = new Map<string, Promise<RuntimeConfig>>();
function loadShopSettings(props: ShopParcelProps): Promise<RuntimeConfig> {
  const url = `${shopOrigin(props)}/config.json`;
  let loading = settings.get(url);
  if (!loading) {
    loading = loadRuntimeConfig(url);
    loading.catch(() => settings.delete(url));
    settings.set(url, loading);
  }
  return loading;
}

/**
 * single-spa lifecycles (bootstrap, mount, update, unmount) for a widget of the shop that any page
 * can mount with `mountRootParcel(parcel, { domElement, ...props })`. Bootstrap reads the shop's
 * settings before the first render; the widget carries whatever else it needs (the stores are the
 * page's shared ones), and unmount removes its React root and everything it listened to.
 */
export function shopParcel<Props extends ShopParcelProps>(
  rootComponent: FunctionComponent<Props>,
  failure: string,
) {
  const lifecycles = singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: () => React.createElement('p', { role: 'alert' }, failure),
  });
  return {
    bootstrap: [(props: Props) => loadShopSettings(props), lifecycles.bootstrap],
    mount: lifecycles.mount,
    update: lifecycles.update!,
    unmount: lifecycles.unmount,
  };
}
