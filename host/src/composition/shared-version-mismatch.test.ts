import { createInstance } from '@module-federation/runtime';
import {
  refuseUnmetSingletons,
  SharedVersionMismatch,
  sharedVersionMismatch,
} from './shared-version-mismatch';

const strict = (version: string, requiredVersion = `^${version}`) => ({
  version,
  shareConfig: { singleton: true, strictVersion: true, requiredVersion },
});

/** A copy the host bundles into its start, as the page's build registers it: eager, never marked loaded. */
const bundledByHost = (version: string) => ({
  version,
  shareConfig: { ...strict(version).shareConfig, eager: true },
  get: () => Promise.resolve(() => ({})),
});

/** The share scope as the page holds it once the host runs and checkout's container registered its copies. */
function pageWith(checkoutShared: Record<string, ReturnType<typeof strict>>) {
  const host = createInstance({
    name: 'host',
    remotes: [],
    shared: {
      react: bundledByHost('19.3.1'),
      '@brass/shared/cart-store': bundledByHost('1.1.0'),
    },
  });
  const checkout = createInstance({
    name: 'checkout',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(checkoutShared).map(([name, shared]) => [
        name,
        { ...shared, get: () => Promise.resolve(() => ({})) },
      ]),
    ),
  });
  checkout.initShareScopeMap('default', host.shareScopeMap.default!);
  void checkout.initializeSharing('default');
  return host.shareScopeMap.default!;
}

describe('a remote whose shared singletons the page cannot give it', () => {
  it('is refused, naming the package, its range and the version the page runs', () => {
    const scope = pageWith({ react: strict('19.3.1'), '@brass/shared/cart-store': strict('2.0.0') });
    expect(() => refuseUnmetSingletons(scope, 'checkout')).toThrow(
      'checkout needs @brass/shared ^2.0.0, and the page provides 1.1.0 (from host), so checkout was not loaded',
    );
  });

  it('leaves nothing of its own behind for the next remote to be handed', async () => {
    const scope = pageWith({
      '@brass/shared/cart-store': strict('2.0.0'),
      '@brass/shared/courier-id': strict('2.0.0'),
    });
    expect(() => refuseUnmetSingletons(scope, 'checkout')).toThrow(SharedVersionMismatch);

    // Nothing on the page runs courier-id yet: catalog gets its own 1.1.0, not checkout's 2.0.0.
    const catalog = createInstance({
      name: 'catalog',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: {
        '@brass/shared/courier-id': {
          ...strict('1.1.0'),
          get: () => Promise.resolve(() => ({ from: 'catalog' })),
        },
      },
    });
    catalog.initShareScopeMap('default', scope);
    await Promise.all(catalog.initializeSharing('default'));
    expect(Object.keys(scope['@brass/shared/courier-id']!)).toEqual(['1.1.0']);
    await expect(catalog.loadShare('@brass/shared/courier-id')).resolves.toBeTruthy();
  });

  it('is refused by the range its release declares, even when it was built with the very version the page runs', () => {
    // Built against 1.1.0 but asking for ^9.0.0: the scope keeps only the host's 1.1.0 entry.
    const scope = pageWith({ '@brass/shared/cart-store': strict('1.1.0', '^9.0.0') });
    expect(() => refuseUnmetSingletons(scope, 'checkout', { '@brass/shared': '^9.0.0' })).toThrow(
      'checkout needs @brass/shared ^9.0.0, and the page provides 1.1.0 (from host), so checkout was not loaded',
    );
    expect(() =>
      refuseUnmetSingletons(pageWith({}), 'checkout', { '@brass/shared': '^1.0.0', react: '^19.0.0' }),
    ).not.toThrow();
  });

  it('is let through when the copy on the page is within its range', () => {
    const scope = pageWith({ react: strict('19.0.0'), '@brass/shared/cart-store': strict('1.0.0') });
    expect(() => refuseUnmetSingletons(scope, 'checkout')).not.toThrow();
  });

  it('is let through for a library it shares loosely, or that nothing on the page runs yet', () => {
    const scope = pageWith({
      react: {
        version: '20.0.0',
        shareConfig: { singleton: true, strictVersion: false, requiredVersion: '^20.0.0' },
      },
      '@brass/shared/courier-id': strict('2.0.0'),
    });
    expect(() => refuseUnmetSingletons(scope, 'checkout')).not.toThrow();
  });

  it("is said the same way when the runtime's own check refuses it", async () => {
    const host = createInstance({
      name: 'host',
      remotes: [],
      shared: { '@brass/shared/money': { ...strict('1.1.0'), lib: () => ({}) } },
    });
    const checkout = createInstance({
      name: 'checkout',
      remotes: [],
      shared: { '@brass/shared/money': { ...strict('2.0.0'), get: () => Promise.resolve(() => ({})) } },
    });
    checkout.initShareScopeMap('default', host.shareScopeMap.default!);
    const refusal: unknown = await checkout.loadShare('@brass/shared/money').catch((error: unknown) => error);

    expect(sharedVersionMismatch(new Error('loading checkout/CartPage failed', { cause: refusal }))).toBe(
      'checkout needs @brass/shared ^2.0.0, and the page provides 1.1.0 (from host), so checkout was not loaded',
    );
    expect(sharedVersionMismatch(new Error('RUNTIME-008 manifest 503'))).toBeUndefined();
  });
});
