import {
  answer,
  answersDelivered,
  failure,
  heldAnswer,
  networkError,
  pending,
  sentRequests,
  sentTo,
} from '@brass/shared/testing/api-mock';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { diyaProduct } from '../../testing/products';
import { renderInRouter, TEST_API_BASE } from '../../testing/render-in-router';
import BlogPostPage, { prefetch } from './BlogPostPage';

const post = {
  _id: 'diwali-diyas',
  title: 'Choosing brass diyas for Diwali',
  description:
    'A diya is a small promise of **light**.\r\n\r\n## Why brass\n\nBrass holds heat evenly.\n\n- Clean it with tamarind.\n- Dry it at once.\n',
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
  // Titles outlive a page; clearing them keeps one test from passing on the title another one set.
  document.title = '';
});

describe('BlogPostPage', () => {
  it('says it is loading while the post is on its way', async () => {
    answer('GET /api/blogs/diwali-diyas', pending());
    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Loading blog...' })).toBeInTheDocument();
    await waitFor(() => expect(sentTo('GET /api/blogs/diwali-diyas')).toHaveLength(1));
  });

  it('shows the post: back link, title, image, date and its Markdown as headings, bold and lists', async () => {
    answer('GET /api/blogs/diwali-diyas', post);
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
    expect(paragraphs).toEqual(['A diya is a small promise of light.', 'Brass holds heat evenly.']);
    expect(article.querySelector('strong')).toHaveTextContent('light');
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('Why brass');
    expect(within(within(article).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(article).not.toHaveTextContent(/\*\*|##/);
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'blog');
  });

  it('shows a linked product of the shop as its card, and leaves a link to an archived one plain', async () => {
    answer('GET /api/blogs/diwali-diyas', {
      ...post,
      description: `Light it in our lamp:\n\n[Panchmukhi diya](${window.location.origin}/product/panchmukhi-diya)\n\nThe [old urli](/product/old-urli) is gone.`,
    });
    answer('GET /api/products/panchmukhi-diya', diyaProduct);
    answer('GET /api/products/old-urli', failure(404, 'Product not found'));
    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);

    const card = await screen.findByRole('link', { name: /Panchmukhi Brass Diya/ });
    expect(card).toHaveAttribute('href', '/product/panchmukhi-diya');
    expect(card).toHaveTextContent('Panchmukhi Brass Diya₹1,450View the piece →');
    expect(card.querySelector('img')).toHaveAttribute('src', `${TEST_API_BASE}/images/products/diya.webp`);
    expect(screen.queryByRole('link', { name: 'Panchmukhi diya' })).toBeNull();
    expect(screen.getByRole('link', { name: 'old urli' })).toHaveAttribute('href', '/product/old-urli');
  });

  it('hides the image when it fails to load', async () => {
    answer('GET /api/blogs/diwali-diyas', post);
    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);
    const article = await screen.findByRole('article');

    fireEvent.error(article.querySelector('img') as HTMLImageElement);

    expect(article.querySelector('img')).toBeNull();
    expect(within(article).getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('describes the post to search engines as an Article by the shop', async () => {
    answer('GET /api/blogs/diwali-diyas', post);
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
      'A diya is a small promise of light. Why brass Brass holds heat evenly. Clean it with tamarind. Dry it at once.',
    );
  });

  it('says so when there is no such post', async () => {
    answer('GET /api/blogs/no-such-post', failure(404, 'Blog not found'));
    renderInRouter(<BlogPostPage params={{ id: 'no-such-post' }} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    await waitFor(() => expect(document.title).toBe('Blog not found · Brass Aangan'));
  });

  it('shows the server message when loading fails', async () => {
    answer('GET /api/blogs/diwali-diyas', failure(500, 'Database unavailable'));
    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Error Loading Blog' })).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load blog: Database unavailable')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it("shows the error's own message when the server cannot be reached", async () => {
    answer('GET /api/blogs/diwali-diyas', networkError());
    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);

    expect(await screen.findByText('Failed to load blog: Network Error')).toBeInTheDocument();
  });

  it('asks for nothing when the id is missing', () => {
    renderInRouter(<BlogPostPage params={{}} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Error Loading Blog' })).toBeInTheDocument();
    expect(screen.getByText('Blog ID is missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    expect(sentRequests()).toEqual([]);
  });

  it('loads the new post when the id changes, ignoring a late answer for the old one', async () => {
    const first = heldAnswer();
    const second = heldAnswer();
    answer('GET /api/blogs/diwali-diyas', first.answer);
    answer('GET /api/blogs/urli', second.answer);
    const { rerenderInRouter } = renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);
    rerenderInRouter(<BlogPostPage params={{ id: 'urli' }} />);

    second.release(nextPost);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Floating flowers in an urli' }),
    ).toBeInTheDocument();
    await act(async () => {
      first.release(post);
      await answersDelivered();
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Floating flowers in an urli' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Choosing brass diyas for Diwali')).toBeNull();
  });

  it('shows loading again, then the next post, when moving from one post to another', async () => {
    answer('GET /api/blogs/diwali-diyas', post);
    answer('GET /api/blogs/urli', nextPost);
    const { rerenderInRouter } = renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();

    rerenderInRouter(<BlogPostPage params={{ id: 'urli' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Loading blog...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: nextPost.title })).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('renders the post at once, asking nothing more, after it was fetched ahead of the move', async () => {
    answer('GET /api/blogs/diwali-diyas', post);
    await prefetch({ id: 'diwali-diyas' });
    const asked = sentRequests().length;

    renderInRouter(<BlogPostPage params={{ id: 'diwali-diyas' }} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Choosing brass diyas for Diwali' })).toBeVisible();
    expect(sentRequests()).toHaveLength(asked);
  });
});
