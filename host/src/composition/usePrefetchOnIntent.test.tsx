import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RemoteRoute } from '@brass/shared/remote-routes';

const loadRemote = vi.fn(async (id: string) => ({ default: () => <h1>{id}</h1> }));
vi.mock('@module-federation/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: () => undefined,
}));

const { usePrefetchOnIntent } = await import('./usePrefetchOnIntent');
const { loadedRemotePage } = await import('./federation');

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
      <a href="/cart">Cart</a>
      <a href="/no-such-page">Nowhere</a>
      <a href="https://elsewhere.example/about">Elsewhere</a>
    </nav>
  );
}

describe('usePrefetchOnIntent', () => {
  beforeEach(() => loadRemote.mockClear());

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

  it('loads nothing for a link the shop has no page for, or one to another site', () => {
    render(<Links />);

    fireEvent.pointerOver(screen.getByRole('link', { name: 'Nowhere' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.pointerOver(screen.getByRole('navigation'));

    expect(loadRemote).not.toHaveBeenCalled();
  });
});
