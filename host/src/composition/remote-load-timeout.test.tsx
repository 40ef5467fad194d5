import { act, screen } from '@testing-library/react';
import { renderAt } from '@brass/shared/testing/router';
import type { ClientError } from './report-client-error';

// The runtime itself is replaced, not the shell's loader: the timeout under test lives in the loader.
const loadRemote = vi.fn<(id: string) => Promise<unknown>>();
vi.mock('@module-federation/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: vi.fn(),
}));

const { REMOTE_LOAD_TIMEOUT_MS } = await import('./federation');
const { RemotePage } = await import('./RemotePage');
const { setClientErrorSink } = await import('./report-client-error');

describe('a remote that never answers', () => {
  const reports: ClientError[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    reports.length = 0;
    setClientErrorSink((error) => reports.push(error));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    setClientErrorSink(undefined);
    vi.useRealTimers();
    vi.mocked(console.error).mockRestore();
  });

  it(`spins for at most ${REMOTE_LOAD_TIMEOUT_MS} ms, then shows the Retry panel and reports the load`, async () => {
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(8000);
    loadRemote.mockReturnValue(new Promise(() => undefined));
    renderAt('/', <RemotePage remote="blog" page="BlogListPage" params={{}} />);

    await act(() => vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the shop is taking a break');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('blog/BlogListPage');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      kind: 'load',
      app: 'blog',
      context: 'could not load blog/BlogListPage',
    });
    expect(String(reports[0]!.error)).toBe('Error: no answer within 8000 ms');
  });

  it('lets a remote that answers in time render its page, and reports nothing', async () => {
    loadRemote.mockReturnValue(
      new Promise((resolve) =>
        setTimeout(() => resolve({ default: () => <h1>Blog</h1> }), REMOTE_LOAD_TIMEOUT_MS - 100),
      ),
    );
    renderAt('/', <RemotePage remote="blog" page="BlogListPage" params={{}} />);
    await act(() => vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS * 2));
    expect(screen.getByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(reports).toEqual([]);
  });
});
