import { apiClient } from '@brass/shared/api-client';
import { useCartStore } from '@brass/shared/cart-store';
import type { Product } from '@brass/shared/contract';
import { formatRupees } from '@brass/shared/money';
import { mountTestParcel, TEST_SHOP_URL } from '@brass/shared/testing/parcel';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as lifecycles from './parcel';

const product = (id: string, productName: string, price: number): Product => ({
  _id: id,
  productName,
  price,
  description: `${productName}, cast in brass.`,
  image: `/images/${id}-480.webp`,
  isNewArrival: false,
});
const products: Record<string, Product> = {
  '/api/products/ganesha-6': product('ganesha-6', 'Ganesha Idol (6 inch)', 2499),
  '/api/products/diya-5': product('diya-5', 'Kuthuvilakku Diya', 1850),
};

beforeEach(() => {
  useCartStore.setState({ items: [] });
  vi.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    const found = products[url];
    if (found) return Promise.resolve({ data: found });
    // What the API client rejects with when the API answers: the error carries the response.
    return Promise.reject(
      Object.assign(new Error('Request failed with status code 404'), { response: { status: 404 } }),
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('product card parcel', () => {
  it('shows the product, priced and linking to its page in the shop', async () => {
    const { domElement } = await mountTestParcel(lifecycles, { productId: 'ganesha-6' });
    const card = within(domElement);

    expect(await card.findByRole('heading', { name: 'Ganesha Idol (6 inch)' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Ganesha Idol (6 inch)' })).toHaveAttribute(
      'href',
      `${TEST_SHOP_URL}/product/ganesha-6`,
    );
    expect(card.getByText(formatRupees(2499))).toBeInTheDocument();
  });

  it('shows another product when the page gives it another productId', async () => {
    const { domElement, parcel } = await mountTestParcel(lifecycles, { productId: 'ganesha-6' });
    await within(domElement).findByRole('heading', { name: 'Ganesha Idol (6 inch)' });

    await parcel.update!({ productId: 'diya-5', shopUrl: TEST_SHOP_URL });

    expect(await within(domElement).findByRole('heading', { name: 'Kuthuvilakku Diya' })).toBeInTheDocument();
    expect(within(domElement).queryByText('Ganesha Idol (6 inch)')).not.toBeInTheDocument();
  });

  it('puts the product in the shared cart and says so', async () => {
    const user = userEvent.setup();
    const { domElement } = await mountTestParcel(lifecycles, { productId: 'diya-5' });

    await user.click(
      await within(domElement).findByRole('button', { name: 'Add to Cart: Kuthuvilakku Diya' }),
    );

    expect(useCartStore.getState().items).toEqual([
      { id: 'diya-5', name: 'Kuthuvilakku Diya', image: '/images/diya-5-480.webp', price: 1850, quantity: 1 },
    ]);
    expect(within(domElement).getByRole('status')).toHaveTextContent('Added to cart');
  });

  it("says 'Product not found' for an id the shop does not have", async () => {
    const { domElement } = await mountTestParcel(lifecycles, { productId: 'no-such-piece' });

    expect(await within(domElement).findByRole('alert')).toHaveTextContent('Product not found');
  });

  it('leaves the element empty when unmounted', async () => {
    const { domElement, parcel } = await mountTestParcel(lifecycles, { productId: 'ganesha-6' });
    await within(domElement).findByRole('heading', { name: 'Ganesha Idol (6 inch)' });

    await parcel.unmount();

    expect(domElement).toBeEmptyDOMElement();
  });
});
