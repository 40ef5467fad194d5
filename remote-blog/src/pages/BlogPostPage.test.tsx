import { apiClient } from '@brass/shared/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, deferred, networkError } from '../testing/api-errors';
import { renderInRouter, TEST_API_BASE } from '../testing/render-in-router';
import BlogPostPage from './BlogPostPage';

const post = {
  _id: 'diwali-diyas',
  title: 'Choosing brass diyas for Diwali',
  description:
    'A diya is a small promise of light.\n\n  Brass holds heat evenly.  \r\n\nClean it with tamarind.\n',
  image: '/images/blogs/diyas-960.webp',
  createdAt: '2025-10-20T06:00:00.000Z',
};

const nextPost = {
  _id: 'urli',
  title: 'Floating flowers in an urli',
  description: 'An urli is a wide, shallow bowl.',
  createdAt: '2025-11-02T06:00:00.000Z',
};

afterEach(() => {
  vi.restoreAllMocks();
  // Titles outlive a page; clearing them keeps one test from passing on the title another one set.
  document.title = '';
});

describe('BlogPostPage', () => {
  it('says it is loading while the post is on its way', () => {
    const get = vi.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => {}));
    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Loading blog...' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/blogs/diwali-diyas',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('shows the post: back link, title, image, date and one paragraph per non-empty line', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ data: post });
    const { container } = renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    expect(within(article).getByRole('link', { name: 'Back to Blogs' })).toHaveTextContent('← Back to Blogs');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Choosing brass diyas for Diwali',
    );
    expect(article.querySelector('img')).toHaveAttribute(
      'src',
      `${TEST_API_BASE}/images/blogs/diyas-960.webp`,
    );
    expect(within(article).getByText('Published on', { exact: false })).toHaveTextContent(
      'Published on 20 October 2025',
    );
    const paragraphs = [...article.querySelectorAll('div > p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual([
      'A diya is a small promise of light.',
      'Brass holds heat evenly.',
      'Clean it with tamarind.',
    ]);
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'blog');
  });

  it('hides the image when it fails to load', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ data: post });
    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);
    const article = await screen.findByRole('article');

    fireEvent.error(article.querySelector('img') as HTMLImageElement);

    expect(article.querySelector('img')).toBeNull();
    expect(within(article).getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('describes the post to search engines as an Article by the shop', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ data: post });
    const { container } = renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);
    await screen.findByRole('article');

    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({
      '@type': 'Article',
      headline: 'Choosing brass diyas for Diwali',
      datePublished: '2025-10-20T06:00:00.000Z',
      image: [`${TEST_API_BASE}/images/blogs/diyas-960.webp`],
      author: { name: 'Brass Aangan' },
      publisher: { name: 'Brass Aangan' },
    });
    // The page names itself in an effect, which may run just after the article appears.
    await waitFor(() => expect(document.title).toBe('Choosing brass diyas for Diwali · Brass Aangan'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A diya is a small promise of light. Brass holds heat evenly. Clean it with tamarind.',
    );
  });

  it('says so when there is no such post', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(apiError(404, { message: 'Blog not found' }));
    renderInRouter(<BlogPostPage params={{ id: 'no-such-post' }} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    await waitFor(() => expect(document.title).toBe('Blog not found · Brass Aangan'));
  });

  it('shows the server message when loading fails', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(apiError(500, { message: 'Database unavailable' }));
    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Error Loading Blog' })).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load blog: Database unavailable')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it("shows the error's own message when the server cannot be reached", async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(networkError());
    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);

    expect(await screen.findByText('Failed to load blog: Network Error')).toBeInTheDocument();
  });

  it('asks for nothing when the id is missing', () => {
    const get = vi.spyOn(apiClient, 'get');
    renderInRouter(<BlogPostPage params={{}} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Error Loading Blog' })).toBeInTheDocument();
    expect(screen.getByText('Blog ID is missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    expect(get).not.toHaveBeenCalled();
  });

  it('loads the new post when the id changes, ignoring a late answer for the old one', async () => {
    const first = deferred<{ data: unknown }>();
    const second = deferred<{ data: unknown }>();
    vi.spyOn(apiClient, 'get').mockImplementation((url: string) =>
      url.endsWith('/diwali-diyas') ? first.promise : second.promise,
    );
    const { rerenderInRouter } = renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);
    rerenderInRouter(<BlogPostPage params={{ id: 'urli' }} />);

    second.resolve({ data: nextPost });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Floating flowers in an urli' }),
    ).toBeInTheDocument();
    await act(async () => first.resolve({ data: post }));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Floating flowers in an urli' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Choosing brass diyas for Diwali')).toBeNull();
  });

  it('shows loading again, then the next post, when moving from one post to another', async () => {
    vi.spyOn(apiClient, 'get').mockImplementation((url: string) =>
      Promise.resolve({ data: url.endsWith('/urli') ? nextPost : post }),
    );
    const { rerenderInRouter } = renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();

    rerenderInRouter(<BlogPostPage params={{ id: 'urli' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Loading blog...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: nextPost.title })).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });
});
