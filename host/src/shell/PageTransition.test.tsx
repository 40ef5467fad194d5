import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@brass/shared/testing/router';
import type { PageExpose } from '@brass/shared/remote-contracts';
import { useEffect } from 'react';

const loadRemotePage = vi.fn<(remote: string, page: string) => Promise<PageExpose>>();
const loadedRemotePage = vi.fn<(remote: string, page: string) => PageExpose | undefined>();
const takePreparedPage = vi.fn<() => { done: Promise<void>; settledAt?: number }>();
vi.mock('../composition/federation', () => ({
  PREFETCH_WAIT_MS: 1000,
  loadRemotePage: (remote: string, page: string) => loadRemotePage(remote, page),
  loadedRemotePage: (remote: string, page: string) => loadedRemotePage(remote, page),
  takePreparedPage: () => takePreparedPage(),
  resetRemote: () => true,
  reloadPage: () => undefined,
}));

// jsdom has no Web Animations: each fade is noted.
const fades: { element: Element; opacity: number[] }[] = [];
vi.mock('framer-motion/dom/mini', () => ({
  animate: (element: Element, keyframes: { opacity: number[] }) => {
    fades.push({ element, opacity: keyframes.opacity });
    return Object.assign(Promise.resolve(), { cancel: () => undefined });
  },
}));

const { PageTransition } = await import('./PageTransition');
const { RemotePage } = await import('../composition/RemotePage');

let contactMounted = false;

function ContactPage() {
  useEffect(() => {
    contactMounted = true;
    return () => {
      contactMounted = false;
    };
  }, []);
  return (
    <div data-boundary="blog">
      <h1>Contact us</h1>
      <script type="application/ld+json">{'{}'}</script>
      <label>
        Name <input />
      </label>
    </div>
  );
}

const page = (title: string): PageExpose => ({ default: () => <h1>{title}</h1> });

function shop(path: string, remotePage: string) {
  return (
    <PageTransition pageKey={path}>
      <RemotePage key={remotePage} remote="blog" page={remotePage} params={{}} />
    </PageTransition>
  );
}

const headingsShown = (container: HTMLElement) =>
  [...container.querySelectorAll('h1')].map((heading) => heading.textContent);

describe('PageTransition', () => {
  beforeEach(() => {
    fades.length = 0;
    loadRemotePage.mockReset();
    loadedRemotePage.mockReset();
    takePreparedPage.mockReset().mockReturnValue({ done: Promise.resolve(), settledAt: 1 });
    loadRemotePage.mockImplementation((_remote, name) =>
      Promise.resolve(name === 'ContactPage' ? { default: ContactPage } : page(name)),
    );
  });

  it('keeps a still copy of the page being left, typed words included, until the next one has rendered', async () => {
    const view = renderAt('/contactus', shop('/contactus', 'ContactPage'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Meena');
    let arrive: (next: PageExpose) => void = () => undefined;
    loadRemotePage.mockReturnValue(new Promise((resolve) => (arrive = resolve)));

    view.rerender(shop('/about', 'AboutPage'));

    // The live page is gone at once; what the shopper sees is its copy, out of everyone's reach.
    expect(contactMounted).toBe(false);
    expect(headingsShown(view.container)).toEqual(['Contact us']);
    expect(view.container.querySelector('input')).toHaveValue('Meena');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const frame = view.container.querySelector('[data-page="/about"]');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    // Nothing in the copy passes for the page: no remote's mark, no structured data.
    expect(frame!.querySelector('[data-boundary]')).toBeNull();
    expect(frame!.querySelector('script')).toBeNull();
    expect(fades).toEqual([]);

    await act(async () => arrive(page('Our Story')));

    // The new page takes the copy's place and fades in; the two are never on the page together.
    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(headingsShown(view.container)).toEqual(['Our Story']);
    expect(frame).not.toHaveAttribute('aria-busy');
    expect(fades).toEqual([{ element: frame, opacity: [0.6, 1] }]);
  });

  it('renders a page whose code the tab holds in the same render, never showing the copy', async () => {
    const view = renderAt('/blogs', shop('/blogs', 'BlogListPage'));
    await screen.findByRole('heading', { name: 'BlogListPage' });
    loadedRemotePage.mockReturnValue(page('Our Story'));

    view.rerender(shop('/about', 'AboutPage'));

    expect(headingsShown(view.container)).toEqual(['Our Story']);
    // Dimmed from its first frame, the fade taking over once its code is in.
    expect(document.querySelector('[data-page="/about"]')).toHaveStyle({ opacity: '0.6' });
    await vi.waitFor(() => expect(fades.map((fade) => fade.opacity)).toEqual([[0.6, 1]]));
  });

  it('keeps the copy until a page that reads data has it, fetched ahead of the move', async () => {
    const view = renderAt('/blogs', shop('/blogs', 'BlogListPage'));
    await screen.findByRole('heading', { name: 'BlogListPage' });
    const post = { ...page('Choosing brass diyas'), prefetch: () => Promise.resolve() };
    loadedRemotePage.mockReturnValue(post);
    loadRemotePage.mockResolvedValue(post);
    let fetched: () => void = () => undefined;
    takePreparedPage.mockReturnValue({ done: new Promise((resolve) => (fetched = resolve)) });

    view.rerender(shop('/blogs/diyas', 'BlogPostPage'));

    expect(headingsShown(view.container)).toEqual(['BlogListPage']);
    await act(async () => fetched());
    expect(headingsShown(view.container)).toEqual(['Choosing brass diyas']);
  });

  it('waits a second at most for what a page reads, then lets the page load it itself', async () => {
    vi.useFakeTimers();
    const view = renderAt('/blogs', shop('/blogs', 'BlogListPage'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const post = { ...page('Choosing brass diyas'), prefetch: () => Promise.resolve() };
    loadedRemotePage.mockReturnValue(post);
    loadRemotePage.mockResolvedValue(post);
    takePreparedPage.mockReturnValue({ done: new Promise(() => undefined) });

    view.rerender(shop('/blogs/diyas', 'BlogPostPage'));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(headingsShown(view.container)).toEqual(['BlogListPage']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(headingsShown(view.container)).toEqual(['Choosing brass diyas']);
    vi.useRealTimers();
  });

  it('gives way to the Retry panel when the next page cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderAt('/blogs', shop('/blogs', 'BlogListPage'));
    await screen.findByRole('heading', { name: 'BlogListPage' });
    loadRemotePage.mockRejectedValue(new Error('manifest 503'));

    view.rerender(shop('/about', 'AboutPage'));

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is taking a break');
    expect(headingsShown(view.container)).toEqual(['This part of the shop is taking a break']);
    expect(view.container.querySelector('[data-page]')).not.toHaveAttribute('aria-busy');
    vi.mocked(console.error).mockRestore();
  });
});
