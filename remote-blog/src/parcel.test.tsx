import type { Blog } from '@brass/shared/contracts/content';
import { answer, failure, malformed, networkError, sentTo } from '@brass/shared/testing/api-mock';
import { parcelUnderTest, TEST_SHOP_URL } from '@brass/shared/testing/parcel';
import { within } from '@testing-library/react';
import { postsToShow } from './features/parcel/LatestPostsParcel';
import { bootstrap, mount, unmount, update } from './parcel';

const post = (id: string, title: string, createdAt: string): Blog => ({
  _id: id,
  title,
  description: `${title}.`,
  createdAt,
});
// In no particular order, as the parcel sorts them itself.
const blogs = [
  post('urli', 'Five Ways to Decorate with an Urli', '2025-07-09T06:00:00.000Z'),
  post('diwali', 'Diwali Pooja Essentials in Brass', '2025-10-02T06:00:00.000Z'),
  post('gifting', 'Gifting Brass for Housewarmings', '2025-08-27T06:00:00.000Z'),
  post('care', 'Caring for Brass', '2025-05-01T06:00:00.000Z'),
];

const mountParcel = parcelUnderTest({ bootstrap, mount, update, unmount }, 'latest-posts');

/** Mounts the latest posts the way a page does, into an element of its own. */
async function mountLatestPosts(props: { limit?: number } = {}) {
  const { domElement, parcel } = await mountParcel(props);
  return { domElement, parcel, posts: within(domElement) };
}

/** The titles listed, in the order shown. */
const titles = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('latest posts parcel', () => {
  it('lists the three newest posts, each dated and linking to the post in the shop', async () => {
    answer('GET /api/blogs', blogs);
    const { domElement, posts } = await mountLatestPosts();

    expect(await posts.findByRole('link', { name: 'Diwali Pooja Essentials in Brass' })).toHaveAttribute(
      'href',
      'https://shop.example.in/blogs/diwali',
    );
    expect(posts.getByRole('heading', { name: 'From the blog' })).toBeInTheDocument();
    expect(titles(domElement)).toEqual([
      'Diwali Pooja Essentials in Brass',
      'Gifting Brass for Housewarmings',
      'Five Ways to Decorate with an Urli',
    ]);
    expect(posts.getByRole('link', { name: 'Gifting Brass for Housewarmings' })).toHaveAttribute(
      'href',
      'https://shop.example.in/blogs/gifting',
    );
    expect(posts.getAllByRole('listitem')[0]).toHaveTextContent('Published on 2 October 2025');
    expect(posts.queryByText('Caring for Brass')).not.toBeInTheDocument();
    expect(posts.getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      'https://shop.example.in/blogs',
    );
  });

  it('asks the API named in the shop’s settings for the posts', async () => {
    answer('GET /api/blogs', blogs);
    const { posts } = await mountLatestPosts();

    await posts.findByRole('link', { name: 'Diwali Pooja Essentials in Brass' });
    expect(sentTo('GET /api/blogs').map((request) => request.url)).toEqual([
      'https://api.example.in/api/blogs',
    ]);
  });

  it('lists as many as the page asks for, and follows the page when it asks for fewer', async () => {
    answer('GET /api/blogs', blogs);
    const { domElement, parcel, posts } = await mountLatestPosts({ limit: 3 });
    await posts.findByRole('link', { name: 'Diwali Pooja Essentials in Brass' });
    expect(titles(domElement)).toHaveLength(3);

    await parcel.update!({ limit: 1, shopUrl: TEST_SHOP_URL });

    expect(titles(domElement)).toEqual(['Diwali Pooja Essentials in Brass']);

    await parcel.update!({ limit: 12, shopUrl: TEST_SHOP_URL });

    expect(titles(domElement)).toEqual([
      'Diwali Pooja Essentials in Brass',
      'Gifting Brass for Housewarmings',
      'Five Ways to Decorate with an Urli',
      'Caring for Brass',
    ]);
    // The posts were asked for once; a new limit only changes what is shown of them.
    expect(sentTo('GET /api/blogs')).toHaveLength(1);
  });

  it('leads to the shop the page gives it', async () => {
    answer('GET /api/blogs', blogs);
    const { parcel, posts } = await mountLatestPosts();
    await posts.findByRole('link', { name: 'All posts' });

    await parcel.update!({ shopUrl: 'https://brassaangan.in/partners/page' });

    expect(await posts.findByRole('link', { name: 'Diwali Pooja Essentials in Brass' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/blogs/diwali',
    );
    expect(posts.getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/blogs',
    );
  });

  it('takes 1 to 12 posts, and 3 for anything else', () => {
    expect([1, 12, 5].map(postsToShow)).toEqual([1, 12, 5]);
    expect([0, 13, -1, 2.5, NaN, '4', undefined, null].map(postsToShow)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('shows three posts when the page asks for a number it cannot have', async () => {
    answer('GET /api/blogs', blogs);
    const { domElement, posts } = await mountLatestPosts({ limit: 50 });

    await posts.findByRole('link', { name: 'Diwali Pooja Essentials in Brass' });
    expect(titles(domElement)).toHaveLength(3);
  });

  it('says so when the blog has no posts yet', async () => {
    answer('GET /api/blogs', []);
    const { domElement, posts } = await mountLatestPosts();

    expect(await posts.findByText('No posts yet.')).toBeInTheDocument();
    expect(titles(domElement)).toEqual([]);
    expect(posts.getByRole('link', { name: 'All posts' })).toBeInTheDocument();
  });

  it('says so when the API cannot be reached', async () => {
    answer('GET /api/blogs', networkError());
    const { posts } = await mountLatestPosts();

    expect(await posts.findByRole('alert')).toHaveTextContent('Failed to load blogs: Network Error');
    expect(posts.queryByRole('list')).not.toBeInTheDocument();
  });

  it('gives the reason the API gives when it refuses', async () => {
    answer('GET /api/blogs', failure(503, 'The blog is being updated'));
    const { posts } = await mountLatestPosts();

    expect(await posts.findByRole('alert')).toHaveTextContent(
      'Failed to load blogs: The blog is being updated',
    );
  });

  it('says so when the API answers with something other than a list', async () => {
    answer('GET /api/blogs', malformed({ blogs }));
    const { posts } = await mountLatestPosts();

    expect(await posts.findByRole('alert')).toHaveTextContent('Invalid data format received from server');
  });

  it('leaves the element empty when unmounted', async () => {
    answer('GET /api/blogs', blogs);
    const { domElement, parcel, posts } = await mountLatestPosts();
    await posts.findByRole('link', { name: 'All posts' });

    await parcel.unmount();

    expect(domElement).toBeEmptyDOMElement();
  });
});
