import { createInstance } from '@module-federation/runtime';
import remoteErrorPlugin, { RemoteUnavailableError } from './remote-error-plugin';
import { setClientErrorSink, type ClientError } from './report-client-error';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

describe('the remote error plugin', () => {
  it("turns a failed load into RemoteUnavailableError and reports it as the remote's", () => {
    const reports: ClientError[] = [];
    setClientErrorSink((error) => reports.push(error));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('[ Federation Runtime ]: RUNTIME-008 manifest 503');
    const errorLoadRemote = remoteErrorPlugin().errorLoadRemote as (args: {
      id: string;
      error: unknown;
    }) => unknown;

    expect(() => errorLoadRemote({ id: 'catalog/HomePage', error: cause })).toThrow(RemoteUnavailableError);
    expect(reports).toEqual([
      { kind: 'load', app: 'catalog', context: 'could not load catalog/HomePage', error: cause },
    ]);
    setClientErrorSink(undefined);
    vi.mocked(console.error).mockRestore();
  });

  it('refuses a remote built for another @brass/shared than the page runs, and says so in the report', async () => {
    const strict = (version: string) => ({
      version,
      shareConfig: { singleton: true, strictVersion: true, requiredVersion: `^${version}` },
    });
    const host = createInstance({
      name: 'host',
      remotes: [],
      shared: { '@brass/shared/cart-store': { ...strict('1.1.0'), lib: () => ({}) } },
    });
    const checkout = createInstance({
      name: 'checkout',
      remotes: [],
      shared: { '@brass/shared/cart-store': { ...strict('2.0.0'), get: () => Promise.resolve(() => ({})) } },
    });
    checkout.initShareScopeMap('default', host.shareScopeMap.default!);
    await Promise.all(checkout.initializeSharing('default'));
    const initContainer = remoteErrorPlugin().initContainer as (args: {
      shareScope: unknown;
      remoteInfo: { name: string };
    }) => unknown;
    setRuntimeConfig(testRuntimeConfig());
    let refusal: unknown;
    try {
      initContainer({ shareScope: host.shareScopeMap.default, remoteInfo: { name: 'checkout' } });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Error);

    const reports: ClientError[] = [];
    setClientErrorSink((error) => reports.push(error));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errorLoadRemote = remoteErrorPlugin().errorLoadRemote as (args: {
      id: string;
      error: unknown;
    }) => unknown;
    const wrapped = new Error('loading checkout/CartPage failed', { cause: refusal });

    expect(() => errorLoadRemote({ id: 'checkout/CartPage', error: wrapped })).toThrow(
      RemoteUnavailableError,
    );
    const sentence =
      'checkout needs @brass/shared ^2.0.0, and the page provides 1.1.0 (from host), so checkout was not loaded';
    expect(console.error).toHaveBeenCalledWith(`[federation] ${sentence}`, wrapped);
    expect(reports).toEqual([{ kind: 'load', app: 'checkout', context: sentence, error: wrapped }]);
    setClientErrorSink(undefined);
    vi.mocked(console.error).mockRestore();
  });

  it('refuses a remote whose live release declares a range the page misses, as the runtime config says', () => {
    const host = createInstance({
      name: 'host',
      remotes: [],
      shared: {
        react: {
          version: '19.3.1',
          lib: () => ({}),
          shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
        },
      },
    });
    setRuntimeConfig(testRuntimeConfig({ requires: { blog: { react: '^20.0.0' } } }));
    const initContainer = remoteErrorPlugin().initContainer as (args: {
      shareScope: unknown;
      remoteInfo: { name: string };
    }) => unknown;
    expect(() =>
      initContainer({ shareScope: host.shareScopeMap.default, remoteInfo: { name: 'blog' } }),
    ).toThrow('blog needs react ^20.0.0, and the page provides 19.3.1 (from host), so blog was not loaded');
  });
});
