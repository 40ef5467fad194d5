import type { ClientErrorReport } from '@brass/shared/contracts/errors';
import { useCartStore } from '@brass/shared/cart-store';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { answer, sentTo } from '@brass/shared/testing/api-mock';
import {
  CLIENT_ERROR_REPORTS_PER_PAGE,
  clientErrorSender,
  startClientErrorReports,
} from './client-error-reports';
import { reportClientError, setClientErrorSink } from './report-client-error';

const config = {
  apiBase: 'http://api.test',
  releases: { host: '20261123-aa11', checkout: '20261120-bb22' },
} satisfies Pick<RuntimeConfig, 'apiBase' | 'releases'>;

function recordingTransport() {
  const sent: { url: string; report: ClientErrorReport }[] = [];
  const transport = vi.fn((url: string, body: string) => {
    sent.push({ url, report: JSON.parse(body) as ClientErrorReport });
    return Promise.resolve();
  });
  return { sent, transport };
}

afterEach(() => {
  setClientErrorSink(undefined);
  window.history.replaceState(null, '', '/');
});

describe('client error reports', () => {
  it('sends what broke, where, with the release of each app on the page', () => {
    window.history.replaceState(null, '', '/cart?coupon=private');
    const { sent, transport } = recordingTransport();
    const send = clientErrorSender(config, transport);
    const error = new TypeError('items is not iterable');
    send({ kind: 'render', app: 'checkout', error });

    expect(sent).toEqual([
      {
        url: 'http://api.test/api/client-errors',
        report: {
          kind: 'render',
          message: 'TypeError: items is not iterable',
          stack: error.stack,
          path: '/cart',
          app: 'checkout',
          releases: { host: '20261123-aa11', checkout: '20261120-bb22' },
        },
      },
    ]);
  });

  it('cuts a message and a stack to what the API takes, and names the context first', () => {
    const { sent, transport } = recordingTransport();
    const error = new Error('x'.repeat(5000));
    error.stack = 'y'.repeat(9000);
    clientErrorSender(
      config,
      transport,
    )({ kind: 'load', context: 'could not load blog/BlogListPage', error });

    expect(sent[0]!.report.message).toMatch(/^could not load blog\/BlogListPage: Error: x+$/);
    expect(sent[0]!.report.message).toHaveLength(1000);
    expect(sent[0]!.report.stack).toHaveLength(4000);
  });

  it('sends an identical error once, and at most the per-page number in all', () => {
    const { sent, transport } = recordingTransport();
    const send = clientErrorSender(config, transport);
    for (let i = 0; i < 3; i++) send({ kind: 'render', app: 'host', error: new Error('same') });
    expect(sent).toHaveLength(1);

    for (let i = 0; i < 50; i++) send({ kind: 'render', app: 'host', error: new Error(`loop ${i}`) });
    expect(sent).toHaveLength(CLIENT_ERROR_REPORTS_PER_PAGE);
  });

  it('never throws: not when delivery fails, not when the sender itself breaks', async () => {
    const failing = clientErrorSender(config, () => Promise.reject(new Error('offline')));
    expect(() => failing({ kind: 'load', error: new Error('a') })).not.toThrow();
    await Promise.resolve();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setClientErrorSink(() => {
      throw new Error('sink broke');
    });
    expect(() => reportClientError({ kind: 'render', error: new Error('b') })).not.toThrow();
    vi.mocked(console.error).mockRestore();
  });

  it('reports a payload a shared store refused, once the page has started them', async () => {
    answer('POST /api/client-errors', { accepted: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startClientErrorReports({ ...config } as RuntimeConfig);

    (useCartStore.getState().addItem as (product: unknown) => void)({
      id: 'p1',
      name: 'Lamp',
      price: 'free',
    });

    expect(useCartStore.getState().items).toEqual([]);
    await vi.waitFor(() => expect(sentTo('POST /api/client-errors')).toHaveLength(1));
    const [report] = sentTo('POST /api/client-errors');
    expect(report).toMatchObject({
      url: 'http://api.test/api/client-errors',
      keepalive: true,
      credentials: 'omit',
      body: {
        kind: 'store',
        message: 'the cart store refused addItem: product.image (invalid_type); product.price (invalid_type)',
      },
    });
    vi.mocked(console.error).mockRestore();
  });
});
