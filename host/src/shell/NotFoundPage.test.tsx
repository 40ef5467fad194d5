import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from '@brass/shared/testing/router';
import { renderNotFoundPage } from '../prerender/NotFoundSkeleton';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('leads back to the shop: Home, the shop and the blog', () => {
    render(memoryLocation('/no-such-page').wrap(<NotFoundPage />));

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const links = within(screen.getByRole('navigation', { name: 'Back to the shop' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Browse the shop', '/products'],
      ['Blog', '/blogs'],
    ]);
  });

  it('searches the shop from its own box, as the header’s form would without scripts', async () => {
    const location = memoryLocation('/no-such-page');
    render(location.wrap(<NotFoundPage />));
    const search = screen.getByRole('search', { name: 'Search the shop' });
    expect([search.getAttribute('action'), search.getAttribute('method')]).toEqual(['/products', 'get']);

    await userEvent.type(
      within(search).getByRole('searchbox', { name: 'Search the shop' }),
      ' brass urli {Enter}',
    );

    expect(location.history).toEqual(['/no-such-page', '/products?q=brass+urli']);
  });

  it('is prerendered as the shell renders it, so the shell takes the server’s page over unseen', () => {
    const { container } = render(memoryLocation('/no-such-page').wrap(<NotFoundPage />));
    const prerendered = document.createElement('template');
    prerendered.innerHTML = renderNotFoundPage();

    // The router marks its links for its own prefetching once it runs; nothing the shopper sees.
    for (const link of [...container.querySelectorAll('a'), ...prerendered.content.querySelectorAll('a')])
      link.removeAttribute('data-discover');
    expect(prerendered.content.firstElementChild!.isEqualNode(container.firstElementChild)).toBe(true);
  });

  it('keeps the words typed into the server’s page, and its focus, when the shell takes it over', () => {
    // The server's page, as the composer drew it, with words typed before the scripts arrived.
    const main = document.body.appendChild(document.createElement('main'));
    main.innerHTML = renderNotFoundPage();
    const typed = within(main).getByRole('searchbox', { name: 'Search the shop' });
    (typed as HTMLInputElement).value = 'kamakshi deepam';
    typed.focus();

    render(memoryLocation('/no-such-page').wrap(<NotFoundPage />), { container: main });

    const box = screen.getByRole('searchbox', { name: 'Search the shop' });
    expect(box).not.toBe(typed);
    expect(box).toHaveValue('kamakshi deepam');
    expect(box).toHaveFocus();
    main.remove();
  });
});
