import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import { vi } from 'vitest';
import type { RuntimeConfig } from '@brass/shared/runtime-config';

/** The shop's address the parcels of a test are given. */
export const TEST_SHOP_URL = 'https://shop.example.in';

const testSettings: RuntimeConfig = {
  apiBase: 'https://api.example.in',
  remotes: { catalog: '', checkout: '', account: '', blog: '' },
  routes: [],
  releases: {},
  razorpayCheckoutUrl: '',
  googleScriptUrl: '',
  googleClientId: '',
};

let parcels = 0;

/**
 * Mounts a parcel the way a page outside the shop does, into an element of its own, with the shop's
 * settings (`<shopUrl>/config.json`) answered here. single-spa drives React as it would on that page,
 * not Testing Library's act(), so the test waits for what it expects with `findBy…`.
 */
export async function mountTestParcel(
  // A parcel's lifecycles take its own props; single-spa's types would want them for any props.
  lifecycles: { bootstrap: unknown; mount: unknown; unmount: unknown; update?: unknown },
  props: Record<string, unknown> = {},
) {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(testSettings)))),
  );
  const domElement = document.createElement('div');
  document.body.append(domElement);
  parcels += 1;
  const parcel = mountRootParcel({ name: `test-parcel-${parcels}`, ...lifecycles } as ParcelConfigObject, {
    domElement,
    shopUrl: TEST_SHOP_URL,
    ...props,
  });
  await parcel.mountPromise;
  return { domElement, parcel };
}
