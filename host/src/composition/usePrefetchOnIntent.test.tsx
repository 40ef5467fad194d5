import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RemoteRoute } from '@brass/shared/remote-routes';

const prefetchPost = vi.fn(async (_params: Record<string, string | undefined>) => undefined);
const loadRemote = vi.fn(async (id: string) => ({
  default: () => <h1>{id}</h1>,
  ...(id === 'blog/BlogPostPage' ? { prefetch: prefetchPost } : {}),
}));
vi.mock('@module-federation/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: () => undefined,
}));

const { usePrefetchOnIntent } = await import('./usePrefetchOnIntent');
const { loadedRemotePage, takePreparedPage } = await import('./federation');

const routes = [
  { path: '/about', remote: 'blog', page: 'AboutPage', title: 'Our Story', serverRendered: false },
  { path: '/blogs/:id', remote: 'blog', page: 'BlogPostPage', title: 'Blog', serverRendered: false },
  { path: '/cart', remote: 'checkout', page: 'CartPage', title: 'Cart', serverRendered: false },
] as RemoteRoute[];

function Links() {
  usePrefetchOnIntent(routes);
  return (
    <nav>
      <a href="/about">
        <span>Our Story</span>
      </a>
      <a href="/blogs/diyas">Diyas</a>
      <a href="/blogs/urli">Urli</a>
      <a href="/cart">Cart</a>
      <a href="/no-such-page">Nowhere</a>
      <a href="https://elsewhere.example/about">Elsewhere</a>
    </nav>
  );
}

describe('usePrefetchOnIntent', () => {
  beforeEach(() => {
    loadRemote.mockClear();
    prefetchPost.mockClear();
  });

  it('loads the code of the page a link opens when the pointer comes over it, once', async () => {
    render(<Links />);

    fireEvent.pointerOver(screen.getByText('Our Story'));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Our Story' }));

    await waitFor(() => expect(loadedRemotePage('blog', 'AboutPage')).toBeDefined());
    expect(loadRemote.mock.calls).toEqual([['blog/AboutPage']]);
  });

  it('loads it when a link takes the focus or is touched, matching the route by its pattern', async () => {
    render(<Links />);

    fireEvent.focusIn(screen.getByRole('link', { name: 'Diyas' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Cart' }));

    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(2));
    expect(loadRemote.mock.calls).toEqual([['blog/BlogPostPage'], ['checkout/CartPage']]);
  });

  it('fetches ahead what the page reads for the link’s params, once, and hands it to the page opened', async () => {
    render(<Links />);
    const post = screen.getByRole('link', { name: 'Urli' });

    fireEvent.pointerOver(post);
    fireEvent.focusIn(post);
    await waitFor(() => expect(prefetchPost).toHaveBeenCalledTimes(1));
    expect(prefetchPost).toHaveBeenCalledWith({ id: 'urli' });

    const prepared = takePreparedPage('blog', 'BlogPostPage', { id: 'urli' });
    await prepared.done;
    expect(prepared.settledAt).toBeDefined();
    expect(prefetchPost).toHaveBeenCalledTimes(1);
    // Its answers are used up by the page: the next visit fetches again.
    await takePreparedPage('blog', 'BlogPostPage', { id: 'urli' }).done;
    expect(prefetchPost).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for a link the shop has no page for, or one to another site', () => {
    render(<Links />);

    fireEvent.pointerOver(screen.getByRole('link', { name: 'Nowhere' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.pointerOver(screen.getByRole('navigation'));

    expect(loadRemote).not.toHaveBeenCalled();
  });
});
