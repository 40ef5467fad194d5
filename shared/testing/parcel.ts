import { mountRootParcel, type Parcel, type ParcelConfigObject } from 'single-spa';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

/** The shop's address the parcels of a test are given. */
export const TEST_SHOP_URL = 'https://shop.example.in';

/** What the shop's `config.json` answers in a parcel test. */
export const testShopSettings = testRuntimeConfig({ apiBase: 'https://api.example.in' });

/** A parcel's lifecycles take its own props; single-spa's types would want them for any props. */
interface Lifecycles {
  bootstrap: unknown;
  mount: unknown;
  unmount: unknown;
  update?: unknown;
}

/** single-spa drives React in a parcel test, as on a page that mounts it: React is not to expect act(). */
export function letSingleSpaDriveReact(): void {
  let previousActEnvironment: unknown;
  beforeAll(() => {
    previousActEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  });
  afterAll(() => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', previousActEnvironment);
  });
}

/**
 * For a test file of one parcel: mounts it the way a page outside the shop does, each time into an
 * element of its own, given `TEST_SHOP_URL`, whose `config.json` answers `testShopSettings`.
 * Whatever is still mounted after a test is unmounted, and the page emptied.
 */
export function parcelUnderTest(lifecycles: Lifecycles, name: string) {
  const mounted: Parcel[] = [];
  let count = 0;
  letSingleSpaDriveReact();
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(testShopSettings)))),
    );
  });
  afterEach(async () => {
    await Promise.all(
      mounted
        .splice(0)
        .filter((parcel) => parcel.getStatus() === 'MOUNTED')
        .map((parcel) => parcel.unmount()),
    );
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  return async function mountParcel(props: Record<string, unknown> = {}) {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    count += 1;
    const parcel = mountRootParcel({ name: `${name}-${count}`, ...lifecycles } as ParcelConfigObject, {
      domElement,
      shopUrl: TEST_SHOP_URL,
      ...props,
    });
    mounted.push(parcel);
    await parcel.mountPromise;
    return { domElement, parcel };
  };
}
