import { screen } from '@testing-library/react';
import { renderAt } from '@brass/shared/testing/router';
import userEvent from '@testing-library/user-event';
import type { PageExpose } from '@brass/shared/remote-contracts';

const loadRemotePage = vi.fn<(remote: string, page: string) => Promise<PageExpose>>();
const resetRemote = vi.fn<(remote: string) => boolean>();
const reloadPage = vi.fn();
const loadedRemotePage = vi.fn<(remote: string, page: string) => PageExpose | undefined>();
vi.mock('./federation', () => ({
  PREFETCH_WAIT_MS: 1000,
  takePreparedPage: () => ({ done: Promise.resolve(), settledAt: 1 }),
  loadRemotePage: (remote: string, page: string) => loadRemotePage(remote, page),
  loadedRemotePage: (remote: string, page: string) => loadedRemotePage(remote, page),
  resetRemote: (remote: string) => resetRemote(remote),
  reloadPage: () => reloadPage(),
}));

const { RemotePage } = await import('./RemotePage');
const { captureServerRenderedPage } = await import('./server-rendered-page');
const { RemoteUnavailableError } = await import('./remote-error-plugin');
const { setClientErrorSink } = await import('./report-client-error');

describe('RemotePage', () => {
  beforeEach(() => {
    loadRemotePage.mockReset();
    loadedRemotePage.mockReset();
    resetRemote.mockReset().mockReturnValue(true);
    reloadPage.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the page the remote exposes, with the route params', async () => {
    loadRemotePage.mockResolvedValue({ default: ({ params }) => <h1>Product {params.id}</h1> });
    renderAt('/', <RemotePage remote="catalog" page="ProductPage" params={{ id: 'ganesha' }} />);
    expect(await screen.findByRole('heading', { name: 'Product ganesha' })).toBeInTheDocument();
    expect(loadRemotePage).toHaveBeenCalledWith('catalog', 'ProductPage');
  });

  it('renders a page whose code the tab already holds in its first render, asking for nothing', () => {
    loadedRemotePage.mockImplementation((remote, page) =>
      remote === 'blog' && page === 'AboutPage' ? { default: () => <h1>Our Story</h1> } : undefined,
    );
    renderAt('/about', <RemotePage remote="blog" page="AboutPage" params={{}} />);
    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('shows the page its remote rendered on the server until the client-rendered page replaces it, on the first visit only', async () => {
    const serverHtml = document.createElement('div');
    serverHtml.innerHTML = '<div data-server-rendered="/"><h1>Server-rendered home</h1></div>';
    captureServerRenderedPage(serverHtml);
    let arrive: (page: PageExpose) => void = () => undefined;
    loadRemotePage.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const first = renderAt('/', <RemotePage remote="catalog" page="HomePage" params={{}} />);

    expect(screen.getByRole('heading', { name: 'Server-rendered home' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    arrive({ default: () => <h1>Client-rendered home</h1> });
    expect(await screen.findByRole('heading', { name: 'Client-rendered home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Server-rendered home' })).not.toBeInTheDocument();

    first.unmount();
    loadRemotePage.mockReturnValue(new Promise(() => undefined));
    renderAt('/', <RemotePage remote="catalog" page="HomePage" params={{}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Server-rendered home' })).not.toBeInTheDocument();
  });

  it('shows a retry panel when the remote cannot be loaded, and loads it again on Retry', async () => {
    loadRemotePage.mockRejectedValueOnce(new Error('manifest 503'));
    loadRemotePage.mockResolvedValueOnce({ default: () => <h1>Blog</h1> });
    renderAt('/', <RemotePage remote="blog" page="BlogListPage" params={{}} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is taking a break');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('blog');
    expect(loadRemotePage).toHaveBeenCalledTimes(2);
  });

  it('loads a fresh page on Retry when the remote cannot be fetched again in this one', async () => {
    loadRemotePage.mockRejectedValue(new Error('remoteEntry.js refused'));
    resetRemote.mockReturnValue(false);
    renderAt('/', <RemotePage remote="catalog" page="HomePage" params={{}} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(loadRemotePage).toHaveBeenCalledTimes(1);
  });

  it("contains a page that throws while rendering in its error boundary, and reports it as its remote's", async () => {
    const reports: unknown[] = [];
    setClientErrorSink((error) => reports.push(error));
    const thrown = new Error('broken page');
    loadRemotePage.mockResolvedValue({
      default: () => {
        throw thrown;
      },
    });
    renderAt('/', <RemotePage remote="checkout" page="CartPage" params={{}} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reports).toEqual([{ kind: 'render', app: 'checkout', error: thrown }]);
    setClientErrorSink(undefined);
  });

  it('leaves the report of a remote that could not load to where that was found', async () => {
    const reports: unknown[] = [];
    setClientErrorSink((error) => reports.push(error));
    loadRemotePage.mockRejectedValue(new RemoteUnavailableError('blog/BlogListPage', new Error('503')));
    renderAt('/', <RemotePage remote="blog" page="BlogListPage" params={{}} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reports).toEqual([]);
    setClientErrorSink(undefined);
  });
});
