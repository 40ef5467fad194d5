import { useCartStore } from '@brass/shared/cart-store';
import { formatRupees } from '@brass/shared/money';
import { mountTestParcel, TEST_SHOP_URL } from '@brass/shared/testing/parcel';
import { within } from '@testing-library/react';
import * as lifecycles from './parcel';

const diya = { id: 'diya-5', name: 'Kuthuvilakku Diya', image: '/images/diya-5-480.webp', price: 1850 };
const urli = { id: 'urli-10', name: 'Urli Bowl (10 inch)', image: '/images/urli-10-480.webp', price: 3200 };

beforeEach(() => {
  useCartStore.setState({ items: [] });
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mini-cart parcel', () => {
  it('says the cart is empty, with a way to the cart page of the shop', async () => {
    const { domElement } = await mountTestParcel(lifecycles);
    const miniCart = within(domElement);

    expect(await miniCart.findByRole('heading', { name: 'Your cart (0 items)' })).toBeInTheDocument();
    expect(miniCart.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(miniCart.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(miniCart.getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      `${TEST_SHOP_URL}/cart`,
    );
  });

  it('follows the shared cart as items are added elsewhere on the page', async () => {
    const { domElement } = await mountTestParcel(lifecycles);
    const miniCart = within(domElement);
    await miniCart.findByText('Your cart is empty.');

    useCartStore.getState().addItem(diya);
    useCartStore.getState().addItems(urli, 2);

    expect(await miniCart.findByRole('heading', { name: 'Your cart (3 items)' })).toBeInTheDocument();
    expect(miniCart.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      `Kuthuvilakku Diya1 × ${formatRupees(1850)}`,
      `Urli Bowl (10 inch)2 × ${formatRupees(3200)}`,
    ]);
    expect(miniCart.getByText(formatRupees(1850 + 2 * 3200))).toBeInTheDocument();
    expect(miniCart.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      `${TEST_SHOP_URL}/checkout`,
    );
  });

  it('leads to the shop it is given', async () => {
    useCartStore.getState().addItem(diya);
    const { domElement, parcel } = await mountTestParcel(lifecycles);
    await within(domElement).findByRole('link', { name: 'Checkout' });

    await parcel.update!({ shopUrl: 'https://brassaangan.in' });

    expect(await within(domElement).findByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/checkout',
    );
  });

  it('leaves the element empty when unmounted', async () => {
    const { domElement, parcel } = await mountTestParcel(lifecycles);
    await within(domElement).findByText('Your cart is empty.');

    await parcel.unmount();

    expect(domElement).toBeEmptyDOMElement();
  });
});
