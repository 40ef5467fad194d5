import { answer, failure, malformed, networkError, pending, sentTo } from '@brass/shared/testing/api-mock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter, TEST_API_BASE } from '../../testing/render-in-router';
import BlogListPage from './BlogListPage';

const longDescription = `${'Lost-wax casting gives every dhokra figure its own face. '.repeat(3)}The end.`;

const blogs = [
  {
    _id: 'dhokra',
    title: 'The lost-wax figures of Bastar',
    description: longDescription,
    image: '/images/blogs/dhokra-960.webp',
    createdAt: '2025-03-05T10:00:00.000Z',
  },
  {
    _id: 'tamarind',
    title: 'Polishing brass with tamarind',
    description: 'Soak, rub, rinse, dry.',
    createdAt: '2025-01-26T04:30:00.000Z',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogListPage', () => {
  it('asks for the blogs once and says it is loading meanwhile', async () => {
    answer('GET /api/blogs', pending());
    renderInRouter(<BlogListPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Loading blogs...' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we fetch the latest blog posts')).toBeInTheDocument();
    await waitFor(() => expect(sentTo('GET /api/blogs')).toHaveLength(1));
    expect(sentTo('GET /api/blogs')[0]?.url).toBe(`${TEST_API_BASE}/api/blogs`);
  });

  it('shows a card per post linking to it, with title, image, preview, date and read more', async () => {
    answer('GET /api/blogs', blogs);
    renderInRouter(<BlogListPage />);

    const cards = within(await screen.findByRole('list', { name: 'Blog posts' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];

    expect(within(first).getByRole('link', { name: 'The lost-wax figures of Bastar' })).toHaveAttribute(
      'href',
      '/blogs/dhokra',
    );
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'The lost-wax figures of Bastar',
    );
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      `${TEST_API_BASE}/images/blogs/dhokra-960.webp`,
    );
    expect(within(first).getByText(`${longDescription.slice(0, 120)}...`)).toBeInTheDocument();
    expect(within(first).getByText('Published on', { exact: false })).toHaveTextContent(
      'Published on 5 March 2025',
    );
    expect(within(first).getByText('Read more →')).toBeInTheDocument();

    expect(within(second).getByRole('link', { name: 'Polishing brass with tamarind' })).toHaveAttribute(
      'href',
      '/blogs/tamarind',
    );
    expect(within(second).getByText('Soak, rub, rinse, dry.')).toBeInTheDocument();
    expect(within(second).getByText('Published on', { exact: false })).toHaveTextContent(
      'Published on 26 January 2025',
    );
    expect(second.querySelector('img')).toBeNull();
  });

  it('hides an image that fails to load and keeps the card', async () => {
    answer('GET /api/blogs', blogs);
    renderInRouter(<BlogListPage />);
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;

    fireEvent.error(card.querySelector('img') as HTMLImageElement);

    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByRole('link', { name: 'The lost-wax figures of Bastar' })).toBeInTheDocument();
  });

  it('opens the post when its card is followed', async () => {
    answer('GET /api/blogs', blogs);
    const { location } = renderInRouter(<BlogListPage />, '/blogs');

    await userEvent.click(await screen.findByRole('link', { name: 'Polishing brass with tamarind' }));

    expect(location.history.at(-1)).toBe('/blogs/tamarind');
  });

  it('says when there are no posts yet', async () => {
    answer('GET /api/blogs', []);
    renderInRouter(<BlogListPage />);

    expect(await screen.findByRole('heading', { name: 'No blogs found' })).toBeInTheDocument();
    expect(screen.getByText('Check back later for new blog posts')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the server message when loading fails, and Try Again reloads the page', async () => {
    answer('GET /api/blogs', failure(500, 'Database unavailable'));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderInRouter(<BlogListPage />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Blogs' })).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load blogs: Database unavailable')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("uses the server's error field when it sends one", async () => {
    answer('GET /api/blogs', malformed({ error: 'Internal Server Error' }, 500));
    renderInRouter(<BlogListPage />);

    expect(await screen.findByText('Failed to load blogs: Internal Server Error')).toBeInTheDocument();
  });

  it("falls back to the error's own message when the server cannot be reached", async () => {
    answer('GET /api/blogs', networkError());
    renderInRouter(<BlogListPage />);

    expect(await screen.findByText('Failed to load blogs: Network Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('refuses an answer that is not a list', async () => {
    answer('GET /api/blogs', malformed({ blogs }));
    renderInRouter(<BlogListPage />);

    expect(await screen.findByRole('heading', { name: 'Error Loading Blogs' })).toBeInTheDocument();
    expect(screen.getByText('Invalid data format received from server')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('names the page for the browser and search engines', () => {
    answer('GET /api/blogs', pending());
    renderInRouter(<BlogListPage />);

    expect(document.title).toBe('Blog · Brass Aangan');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Indian brass'),
    );
  });

  it('marks its root as the blog team’s', () => {
    answer('GET /api/blogs', pending());
    const { container } = renderInRouter(<BlogListPage />);
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'blog');
  });
});
