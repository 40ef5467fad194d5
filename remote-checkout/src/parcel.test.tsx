import { useCartStore } from '@brass/shared/cart-store';
import { formatRupees } from '@brass/shared/money';
import { sentTo } from '@brass/shared/testing/api-mock';
import { parcelUnderTest } from '@brass/shared/testing/parcel';
import { within } from '@testing-library/react';
import { bootstrap, mount, unmount, update } from './parcel';
import { answerStock } from '../testing/stock';

const diya = { id: 'diya-5', name: 'Kuthuvilakku Diya', image: '/images/diya-5-480.webp', price: 1850 };
const urli = { id: 'urli-10', name: 'Urli Bowl (10 inch)', image: '/images/urli-10-480.webp', price: 3200.5 };

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
  answerStock();
});

const mountParcel = parcelUnderTest({ bootstrap, mount, update, unmount }, 'mini-cart');

/** Mounts the mini-cart the way a page does, into an element of its own. */
async function mountMiniCart() {
  const { domElement, parcel } = await mountParcel();
  return { domElement, parcel, miniCart: within(domElement) };
}

const lines = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('listitem')
    .map((line) => line.textContent);

describe('mini-cart parcel', () => {
  it('says the cart is empty, with a way to the cart page of the shop', async () => {
    const { miniCart } = await mountMiniCart();

    expect(await miniCart.findByRole('heading', { name: 'Your cart (0 items)' })).toBeInTheDocument();
    expect(miniCart.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(miniCart.queryByRole('list')).not.toBeInTheDocument();
    expect(miniCart.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(miniCart.getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      'https://shop.example.in/cart',
    );
  });

  it('shows what the shared cart already holds, with the subtotal and the way to checkout', async () => {
    useCartStore.getState().addItem(diya);
    const { domElement, miniCart } = await mountMiniCart();

    expect(await miniCart.findByRole('heading', { name: 'Your cart (1 item)' })).toBeInTheDocument();
    expect(lines(domElement)).toEqual([`Kuthuvilakku Diya1 × ${formatRupees(1850)}`]);
    expect(miniCart.getByText('Subtotal').nextSibling).toHaveTextContent('₹1,850');
    expect(miniCart.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      'https://shop.example.in/checkout',
    );
    // The thumbnail comes from the API the shop's config.json names.
    expect(domElement.querySelector('img')).toHaveAttribute(
      'src',
      'https://api.example.in/images/diya-5-480.webp',
    );
  });

  it('follows the shared cart as the page adds, changes and removes items', async () => {
    const { domElement, miniCart } = await mountMiniCart();
    await miniCart.findByText('Your cart is empty.');

    useCartStore.getState().addItem(diya);
    useCartStore.getState().addItems(urli, 2);

    expect(await miniCart.findByRole('heading', { name: 'Your cart (3 items)' })).toBeInTheDocument();
    expect(lines(domElement)).toEqual([
      `Kuthuvilakku Diya1 × ${formatRupees(1850)}`,
      `Urli Bowl (10 inch)2 × ${formatRupees(3200.5)}`,
    ]);
    expect(miniCart.getByText('Subtotal').nextSibling).toHaveTextContent(formatRupees(1850 + 2 * 3200.5));

    useCartStore.getState().setQuantity('diya-5', 4);
    expect(await miniCart.findByRole('heading', { name: 'Your cart (6 items)' })).toBeInTheDocument();
    expect(miniCart.getByText('Subtotal').nextSibling).toHaveTextContent(formatRupees(4 * 1850 + 2 * 3200.5));

    useCartStore.getState().removeItem('urli-10');
    expect(await miniCart.findByRole('heading', { name: 'Your cart (4 items)' })).toBeInTheDocument();
    expect(lines(domElement)).toEqual([`Kuthuvilakku Diya4 × ${formatRupees(1850)}`]);

    useCartStore.getState().clear();
    expect(await miniCart.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(miniCart.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('says which lines are nearly or quite gone, from a fresh count of the stock', async () => {
    answerStock({ 'diya-5': 2, 'urli-10': 0 });
    useCartStore.getState().addItem(diya);
    useCartStore.getState().addItem(urli);
    const { domElement, miniCart } = await mountMiniCart();

    expect(await miniCart.findByText('Out of stock')).toBeInTheDocument();
    expect(lines(domElement)).toEqual([
      `Kuthuvilakku DiyaOnly 2 left1 × ${formatRupees(1850)}`,
      `Urli Bowl (10 inch)Out of stock1 × ${formatRupees(3200.5)}`,
    ]);
    expect(sentTo('GET /api/availability').map((request) => request.url)).toEqual([
      'https://api.example.in/api/availability?ids=diya-5,urli-10',
    ]);
  });

  it('shows what another tab of the shop puts in the cart', async () => {
    const { domElement, miniCart } = await mountMiniCart();
    await miniCart.findByText('Your cart is empty.');

    const written = JSON.stringify([{ ...urli, quantity: 1 }]);
    localStorage.setItem('cart', written);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: written }));

    expect(await miniCart.findByRole('heading', { name: 'Your cart (1 item)' })).toBeInTheDocument();
    expect(lines(domElement)).toEqual([`Urli Bowl (10 inch)1 × ${formatRupees(3200.5)}`]);
  });

  it('leads to the shop the page gives it', async () => {
    useCartStore.getState().addItem(diya);
    const { miniCart, parcel } = await mountMiniCart();
    await miniCart.findByRole('link', { name: 'Checkout' });

    await parcel.update!({ shopUrl: 'https://brassaangan.in/partners/page' });

    expect(await miniCart.findByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/checkout',
    );
    expect(miniCart.getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/cart',
    );
  });

  it('leaves the element empty when unmounted, and renders nothing more as the cart changes', async () => {
    const { domElement, miniCart, parcel } = await mountMiniCart();
    await miniCart.findByText('Your cart is empty.');

    await parcel.unmount();
    expect(domElement).toBeEmptyDOMElement();

    useCartStore.getState().addItem(diya);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(domElement).toBeEmptyDOMElement();
  });
});
