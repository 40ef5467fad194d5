import { apiClient } from '@brass/shared/api-client';
import type { Blog } from '@brass/shared/contract';
import { mountTestParcel, TEST_SHOP_URL } from '@brass/shared/testing/parcel';
import { within } from '@testing-library/react';
import { postsToShow } from './features/parcel/LatestPostsParcel';
import * as lifecycles from './parcel';

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

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const titles = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('latest posts parcel', () => {
  it('lists the three newest posts, each linking to the post in the shop', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ data: blogs });
    const { domElement } = await mountTestParcel(lifecycles);

    expect(
      await within(domElement).findByRole('link', { name: 'Diwali Pooja Essentials in Brass' }),
    ).toHaveAttribute('href', `${TEST_SHOP_URL}/blogs/diwali`);
    expect(titles(domElement)).toEqual([
      'Diwali Pooja Essentials in Brass',
      'Gifting Brass for Housewarmings',
      'Five Ways to Decorate with an Urli',
    ]);
    expect(within(domElement).getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      `${TEST_SHOP_URL}/blogs`,
    );
  });

  it('lists as many as the page asks for', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ data: blogs });
    const { domElement, parcel } = await mountTestParcel(lifecycles, { limit: 2 });
    await within(domElement).findByRole('link', { name: 'Diwali Pooja Essentials in Brass' });
    expect(titles(domElement)).toHaveLength(2);

    await parcel.update!({ limit: 1, shopUrl: TEST_SHOP_URL });

    expect(titles(domElement)).toEqual(['Diwali Pooja Essentials in Brass']);
  });

  it('takes 1 to 12 posts, and 3 for anything else', () => {
    expect([1, 12, 5].map(postsToShow)).toEqual([1, 12, 5]);
    expect([0, 13, 2.5, '4', undefined, null].map(postsToShow)).toEqual([3, 3, 3, 3, 3, 3]);
  });

  it('says so when the posts cannot be loaded', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('Network Error'));
    const { domElement } = await mountTestParcel(lifecycles);

    expect(await within(domElement).findByRole('alert')).toHaveTextContent(
      'Failed to load blogs: Network Error',
    );
  });

  it('leaves the element empty when unmounted', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ data: blogs });
    const { domElement, parcel } = await mountTestParcel(lifecycles);
    await within(domElement).findByRole('link', { name: 'All posts' });

    await parcel.unmount();

    expect(domElement).toBeEmptyDOMElement();
  });
});
