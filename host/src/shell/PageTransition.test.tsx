import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@brass/shared/testing/router';
import type { PageExpose } from '@brass/shared/remote-contracts';
import { useEffect } from 'react';

const loadRemotePage = vi.fn<(remote: string, page: string) => Promise<PageExpose>>();
const loadedRemotePage = vi.fn<(remote: string, page: string) => PageExpose | undefined>();
vi.mock('../composition/federation', () => ({
  loadRemotePage: (remote: string, page: string) => loadRemotePage(remote, page),
  loadedRemotePage: (remote: string, page: string) => loadedRemotePage(remote, page),
  resetRemote: () => true,
  reloadPage: () => undefined,
}));

// jsdom has no Web Animations: each fade is noted, and ends when the test says so.
const fades: { element: Element; opacity: number[] }[] = [];
let endFades: () => void = () => undefined;
vi.mock('framer-motion/dom/mini', () => ({
  animate: (element: Element, keyframes: { opacity: number[] }) => {
    fades.push({ element, opacity: keyframes.opacity });
    const ended = new Promise<void>((resolve) => {
      const previous = endFades;
      endFades = () => {
        previous();
        resolve();
      };
    });
    return Object.assign(ended, { cancel: () => undefined });
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
    <div>
      <h1>Contact us</h1>
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

const headingsDrawn = (container: HTMLElement) =>
  [...container.querySelectorAll('h1')].map((heading) => heading.textContent);

describe('PageTransition', () => {
  beforeEach(() => {
    fades.length = 0;
    endFades = () => undefined;
    loadRemotePage.mockReset();
    loadedRemotePage.mockReset();
    loadRemotePage.mockImplementation((_remote, name) =>
      Promise.resolve(name === 'ContactPage' ? { default: ContactPage } : page(name)),
    );
  });

  it('keeps a still copy of the page being left, typed words included, until the next one has drawn', async () => {
    const view = renderAt('/contactus', shop('/contactus', 'ContactPage'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Meena');
    let arrive: (next: PageExpose) => void = () => undefined;
    loadRemotePage.mockReturnValue(new Promise((resolve) => (arrive = resolve)));

    view.rerender(shop('/about', 'AboutPage'));

    // The live page is gone at once; what the shopper sees is its copy, out of everyone's reach.
    expect(contactMounted).toBe(false);
    expect(headingsDrawn(view.container)).toEqual(['Contact us']);
    expect(view.container.querySelector('input')).toHaveValue('Meena');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(view.container.querySelector('[data-page]')).toHaveAttribute('aria-busy', 'true');

    await act(async () => arrive(page('Our Story')));

    // The new page fades in under the copy fading out; once both fades end, only the new page is left.
    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(headingsDrawn(view.container)).toEqual(['Our Story', 'Contact us']);
    expect(view.container.querySelector('[data-page]')).not.toHaveAttribute('aria-busy');
    expect(fades.map((fade) => fade.opacity)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(fades[0]!.element).toBe(view.container.querySelector('[data-page="/about"]'));
    await act(async () => endFades());
    expect(headingsDrawn(view.container)).toEqual(['Our Story']);
  });

  it('draws a page whose code the tab holds in the same render, with the copy fading out above it', async () => {
    const view = renderAt('/blogs', shop('/blogs', 'BlogListPage'));
    await screen.findByRole('heading', { name: 'BlogListPage' });
    loadedRemotePage.mockReturnValue(page('Our Story'));

    view.rerender(shop('/about', 'AboutPage'));

    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(headingsDrawn(view.container)).toEqual(['Our Story', 'BlogListPage']);
    await act(async () => endFades());
    expect(headingsDrawn(view.container)).toEqual(['Our Story']);
  });

  it('gives way to the Retry panel when the next page cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderAt('/blogs', shop('/blogs', 'BlogListPage'));
    await screen.findByRole('heading', { name: 'BlogListPage' });
    loadRemotePage.mockRejectedValue(new Error('manifest 503'));

    view.rerender(shop('/about', 'AboutPage'));

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is taking a break');
    await act(async () => endFades());
    expect(headingsDrawn(view.container)).toEqual(['This part of the shop is taking a break']);
    await waitFor(() => expect(view.container.querySelector('[data-page]')).not.toHaveAttribute('aria-busy'));
    vi.mocked(console.error).mockRestore();
  });
});
