import { useCartStore } from '@brass/shared/cart-store';
import { formatRupees } from '@brass/shared/money';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, networkError, pending, sentTo } from '@brass/shared/testing/api-mock';
import { parcelUnderTest, TEST_SHOP_URL } from '@brass/shared/testing/parcel';
import { bootstrap, mount, unmount, update } from './parcel';
import { makeProductDetail } from '../testing/products';

const ganesha = makeProductDetail('ganesha-6', {
  productName: 'Ganesha Idol (6 inch)',
  price: 2499,
  image: '/images/ganesha-6-480.webp',
});
const diya = makeProductDetail('diya-5', {
  productName: 'Kuthuvilakku Diya',
  price: 1850.5,
  image: '/images/diya-5-480.webp',
});

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
  answer('GET /api/products/ganesha-6', ganesha);
  answer('GET /api/products/diya-5', diya);
});

const mountParcel = parcelUnderTest({ bootstrap, mount, update, unmount }, 'product-card');

/** Mounts the product card the way a page does, into an element of its own. */
async function mountCard(props: { productId: string }) {
  const { domElement, parcel } = await mountParcel(props);
  return { domElement, parcel, card: within(domElement) };
}

describe('product card parcel', () => {
  it('shows the product, priced as the shop prices it, linking to its page in the shop', async () => {
    const { domElement, card } = await mountCard({ productId: 'ganesha-6' });

    expect(await card.findByRole('heading', { name: 'Ganesha Idol (6 inch)' })).toBeInTheDocument();
    expect(card.getByRole('article', { name: 'Ganesha Idol (6 inch)' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Ganesha Idol (6 inch)' })).toHaveAttribute(
      'href',
      'https://shop.example.in/product/ganesha-6',
    );
    expect(card.getByText(formatRupees(2499))).toBeInTheDocument();
    expect(card.getByText('₹2,499')).toBeInTheDocument();
    // The picture comes from the API the shop's config.json names.
    expect(domElement.querySelector('img')).toHaveAttribute(
      'src',
      'https://api.example.in/images/ganesha-6-480.webp',
    );
    expect(sentTo('GET /api/products/ganesha-6').map((request) => request.url)).toEqual([
      'https://api.example.in/api/products/ganesha-6',
    ]);
  });

  it('says it is loading until the product arrives', async () => {
    answer('GET /api/products/ganesha-6', pending());
    const { card } = await mountCard({ productId: 'ganesha-6' });

    expect(await card.findByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows another product when the page gives it another productId', async () => {
    const { card, parcel } = await mountCard({ productId: 'ganesha-6' });
    await card.findByRole('heading', { name: 'Ganesha Idol (6 inch)' });

    await parcel.update!({ productId: 'diya-5', shopUrl: TEST_SHOP_URL });

    expect(await card.findByRole('heading', { name: 'Kuthuvilakku Diya' })).toBeInTheDocument();
    expect(card.queryByText('Ganesha Idol (6 inch)')).not.toBeInTheDocument();
    expect(card.getByText(formatRupees(1850.5))).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Kuthuvilakku Diya' })).toHaveAttribute(
      'href',
      'https://shop.example.in/product/diya-5',
    );
  });

  it('links to the shop the page gives it', async () => {
    const { card, parcel } = await mountCard({ productId: 'ganesha-6' });
    await card.findByRole('heading', { name: 'Ganesha Idol (6 inch)' });

    await parcel.update!({ productId: 'ganesha-6', shopUrl: 'https://brassaangan.in/partners/page' });

    expect(card.getByRole('link', { name: 'Ganesha Idol (6 inch)' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/product/ganesha-6',
    );
  });

  it('puts the product in the shared cart and says so', async () => {
    const user = userEvent.setup();
    const { card } = await mountCard({ productId: 'diya-5' });
    const addToCart = await card.findByRole('button', { name: 'Add to Cart: Kuthuvilakku Diya' });
    expect(card.getByRole('status')).toHaveTextContent('');

    await user.click(addToCart);

    expect(useCartStore.getState().items).toEqual([
      {
        id: 'diya-5',
        name: 'Kuthuvilakku Diya',
        image: '/images/diya-5-480.webp',
        price: 1850.5,
        stock: 25,
        quantity: 1,
      },
    ]);
    expect(card.getByRole('status')).toHaveTextContent('Added to cart');

    await user.click(addToCart);
    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ id: 'diya-5', quantity: 2 })]);
  });

  it("says 'Only N left', and does not say it added what is not in stock", async () => {
    answer('GET /api/products/diya-5', { ...diya, stock: 1 });
    const user = userEvent.setup();
    const { card } = await mountCard({ productId: 'diya-5' });
    expect(await card.findByText('Only 1 left')).toBeInTheDocument();
    useCartStore.setState({
      items: [{ id: 'diya-5', name: 'Kuthuvilakku Diya', image: '', price: 1850.5, quantity: 1 }],
    });

    await user.click(card.getByRole('button', { name: 'Add to Cart: Kuthuvilakku Diya' }));

    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(card.getByRole('status')).toHaveTextContent('');
  });

  it("says 'Out of stock' with its Add to Cart disabled", async () => {
    answer('GET /api/products/diya-5', { ...diya, stock: 0 });
    const { card } = await mountCard({ productId: 'diya-5' });
    expect(await card.findByText('Out of stock')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Add to Cart: Kuthuvilakku Diya' })).toBeDisabled();
  });

  it('does not say another product was added when the page changes the product', async () => {
    const user = userEvent.setup();
    const { card, parcel } = await mountCard({ productId: 'diya-5' });
    await user.click(await card.findByRole('button', { name: 'Add to Cart: Kuthuvilakku Diya' }));
    expect(card.getByRole('status')).toHaveTextContent('Added to cart');

    await parcel.update!({ productId: 'ganesha-6', shopUrl: TEST_SHOP_URL });

    await card.findByRole('heading', { name: 'Ganesha Idol (6 inch)' });
    expect(card.getByRole('status')).toHaveTextContent('');
    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ id: 'diya-5', quantity: 1 })]);
  });

  it("says 'Product not found' for an id the shop does not have", async () => {
    answer('GET /api/products/no-such-piece', failure(404, 'Product not found'));
    const { card } = await mountCard({ productId: 'no-such-piece' });

    expect(await card.findByRole('alert')).toHaveTextContent('Product not found');
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the shop could not be reached when the API does not answer', async () => {
    answer('GET /api/products/ganesha-6', networkError());
    const { card } = await mountCard({ productId: 'ganesha-6' });

    expect(await card.findByRole('alert')).toHaveTextContent(
      'Could not reach the shop. Please check your connection.',
    );
  });

  it('leaves the element empty when unmounted', async () => {
    const { domElement, card, parcel } = await mountCard({ productId: 'ganesha-6' });
    await card.findByRole('heading', { name: 'Ganesha Idol (6 inch)' });

    await parcel.unmount();

    expect(domElement).toBeEmptyDOMElement();
    expect(parcel.getStatus()).toBe('NOT_MOUNTED');
  });
});
