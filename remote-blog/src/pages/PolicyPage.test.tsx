import { answer, failure, networkError, pending, sentRequests, sentTo } from '@brass/shared/testing/api-mock';
import { screen, waitFor, within } from '@testing-library/react';
import { renderInRouter, TEST_API_BASE } from '../../testing/render-in-router';
import PolicyPage from './PolicyPage';

const shipping = {
  slug: 'shipping' as const,
  title: 'Shipping',
  body: 'We ship every order from Chennai.\n\n## Delivery charges\nYou see each courier’s rate\nat checkout.\n\n## Tracking\nOpen My Orders.',
  updatedAt: '2026-11-20T06:30:00.000Z',
};

afterEach(() => {
  // Titles outlive a page; clearing them keeps one test from passing on the title another one set.
  document.title = '';
});

describe('PolicyPage', () => {
  it('says it is loading while the page is on its way', async () => {
    answer('GET /api/pages/shipping', pending());
    renderInRouter(<PolicyPage params={{ slug: 'shipping' }} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(screen.getByRole('heading', { level: 1, name: 'Loading page...' })).toBeInTheDocument();
    await waitFor(() => expect(sentTo('GET /api/pages/shipping')).toHaveLength(1));
  });

  it('shows the title, when it changed, and the text with its headings', async () => {
    answer('GET /api/pages/shipping', shipping);
    const { container } = renderInRouter(<PolicyPage params={{ slug: 'shipping' }} />);

    const article = await screen.findByRole('article', { name: 'Shipping' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Shipping');
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Delivery charges', 'Tracking']);
    expect(
      [...article.querySelectorAll('div > p')].map((paragraph) =>
        paragraph.textContent?.replace(/\s+/g, ' '),
      ),
    ).toEqual([
      'We ship every order from Chennai.',
      'You see each courier’s rate at checkout.',
      'Open My Orders.',
    ]);
    expect(within(article).getByText('Last updated on', { exact: false })).toHaveTextContent(
      'Last updated on 20 November 2026',
    );
    expect(article.querySelector('time')).toHaveAttribute('datetime', shipping.updatedAt);
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'blog');
    await waitFor(() => expect(document.title).toBe('Shipping · Brass Aangan'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'We ship every order from Chennai.',
    );
  });

  it('says so when the shop has no such page', async () => {
    answer('GET /api/pages/careers', failure(404, 'Page not found'));
    renderInRouter(<PolicyPage params={{ slug: 'careers' }} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Brass Aangan'));
  });

  it("shows the server's message when loading fails", async () => {
    answer('GET /api/pages/terms', failure(500, 'Database unavailable'));
    renderInRouter(<PolicyPage params={{ slug: 'terms' }} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Error Loading Page' })).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load page: Database unavailable')).toBeInTheDocument();
  });

  it("shows the error's own message when the server cannot be reached", async () => {
    answer('GET /api/pages/terms', networkError());
    renderInRouter(<PolicyPage params={{ slug: 'terms' }} />);

    expect(await screen.findByText('Failed to load page: Network Error')).toBeInTheDocument();
  });

  it('asks for an address of its own, and nothing without one', async () => {
    answer('GET /api/pages/:slug', failure(404, 'Page not found'));
    const { rerenderInRouter } = renderInRouter(<PolicyPage params={{ slug: 'why us?' }} />);
    await waitFor(() => expect(sentRequests()).toHaveLength(1));
    expect(sentRequests()[0]?.url).toBe(`${TEST_API_BASE}/api/pages/why%20us%3F`);

    rerenderInRouter(<PolicyPage params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(sentRequests()).toHaveLength(1);
  });
});
