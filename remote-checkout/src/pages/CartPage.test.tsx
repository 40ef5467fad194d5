import { useCartStore, type CartItem } from '@brass/shared/cart-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, pending, sentTo } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { answerPricing, defaultPricing } from '../../testing/pricing';
import { answerStock } from '../../testing/stock';
import { COUNTRY_STORAGE_KEY } from '../utils/shopper-country';
import CartPage from './CartPage';

const ganesha: CartItem = {
  id: 'ganesha',
  name: 'Brass Ganesha',
  image: '/images/products/ganesha-480.webp',
  price: 2499,
  quantity: 1,
};
const diya: CartItem = {
  id: 'diya',
  name: 'Kuthu Vilakku',
  image: 'https://cdn.example.in/diya.jpg',
  price: 899.5,
  quantity: 3,
};

function renderCart(items: CartItem[], stock: Record<string, number> = {}, plenty = 25) {
  answerStock(stock, plenty);
  answerPricing();
  useCartStore.setState({ items });
  return renderAt('/cart', <CartPage params={{}} />);
}

const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

const summaryRow = (label: string) =>
  within(screen.getByRole('region', { name: 'Order summary' }))
    .getByText(label, { selector: 'dt' })
    .closest('div')?.textContent;

describe('CartPage', () => {
  it('says the cart is empty and leads back to the shop', () => {
    const { container } = renderCart([]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to shopping' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('region', { name: 'Order summary' })).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'checkout');
  });

  it('lists each item with its image, name, price, quantity and line total', () => {
    renderCart([ganesha, diya]);
    const list = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const diyaRow = row('Kuthu Vilakku');
    expect(within(diyaRow).getByText('Price:').parentElement).toHaveTextContent('Price: ₹899.50');
    expect(within(diyaRow).getByRole('group', { name: 'Quantity of Kuthu Vilakku' })).toHaveTextContent('3');
    expect(within(diyaRow).getByText('Line total:').parentElement).toHaveTextContent('Line total: ₹2,698.50');
    expect(diyaRow.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.in/diya.jpg');
    expect(row('Brass Ganesha').querySelector('img')).toHaveAttribute(
      'srcset',
      'http://api.test/images/products/ganesha-240.webp 240w, http://api.test/images/products/ganesha-480.webp 480w, http://api.test/images/products/ganesha-960.webp 960w',
    );
    expect(screen.getByRole('link', { name: 'Brass Ganesha' })).toHaveAttribute('href', '/product/ganesha');
  });

  it('changes the quantity with minus and plus, never below 1', async () => {
    renderCart([ganesha]);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Brass Ganesha' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Brass Ganesha' });
    expect(minus).toBeDisabled();

    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(useCartStore.getState().items[0]?.quantity).toBe(3);
    expect(screen.getByRole('group', { name: 'Quantity of Brass Ganesha' })).toHaveTextContent('3');
    expect(minus).toBeEnabled();

    await userEvent.click(minus);
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
  });

  it('stops at 100 pieces, the most the API takes', async () => {
    renderCart([{ ...ganesha, quantity: 99 }], {}, 500);
    await waitFor(() => expect(useCartStore.getState().items[0]?.stock).toBe(500));
    const plus = screen.getByRole('button', { name: 'Increase quantity of Brass Ganesha' });
    await userEvent.click(plus);
    expect(useCartStore.getState().items[0]?.quantity).toBe(100);
    expect(plus).toBeDisabled();
  });

  it("counts the stock afresh, says 'Only N left' or 'Out of stock', and the plus stops at the stock", async () => {
    // Stored before the cart kept stock: only the fresh count knows it.
    renderCart([ganesha, { ...diya, stock: 25 }], { ganesha: 2, diya: 0 });

    const ganeshaRow = within(row('Brass Ganesha'));
    expect(await ganeshaRow.findByText('Only 2 left')).toBeInTheDocument();
    expect(within(row('Kuthu Vilakku')).getByText('Out of stock')).toHaveClass('short');
    expect(sentTo('GET /api/availability').map((request) => request.query)).toEqual([
      { ids: 'diya,ganesha' },
    ]);

    const plus = ganeshaRow.getByRole('button', { name: 'Increase quantity of Brass Ganesha' });
    await userEvent.click(plus);
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 2, stock: 2 });
    expect(plus).toBeDisabled();
    expect(ganeshaRow.getByText('Only 2 left')).not.toHaveClass('short');

    // A line the stock can no longer fill can still come down, and go.
    const diyaRow = within(row('Kuthu Vilakku'));
    expect(diyaRow.getByRole('button', { name: 'Increase quantity of Kuthu Vilakku' })).toBeDisabled();
    await userEvent.click(diyaRow.getByRole('button', { name: 'Decrease quantity of Kuthu Vilakku' }));
    expect(useCartStore.getState().items[1]).toMatchObject({ quantity: 2, stock: 0 });
  });

  it('keeps the last count it knew when the stock cannot be counted', async () => {
    answer('GET /api/availability', failure(500, 'Something went wrong'));
    answerPricing();
    useCartStore.setState({ items: [{ ...ganesha, stock: 3, quantity: 3 }] });
    renderAt('/cart', <CartPage params={{}} />);

    await waitFor(() => expect(sentTo('GET /api/availability')).toHaveLength(1));
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Brass Ganesha' })).toBeDisabled();
  });

  it('removes an item', async () => {
    renderCart([ganesha, diya]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kuthu Vilakku' }));
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual(['ganesha']);
    expect(screen.queryByRole('link', { name: 'Kuthu Vilakku' })).not.toBeInTheDocument();
  });

  it('sums subtotal, the flat 120 delivery and 12 percent tax, rounded, in rupees', async () => {
    renderCart([ganesha, diya]);
    // 2499 + 3 x 899.50 = 5197.50; tax 623.70 rounds to 624; total 5197.50 + 120 + 624.
    expect(await screen.findByText('Tax (12%)')).toBeInTheDocument();
    expect(summaryRow('Subtotal')).toBe('Subtotal₹5,197.50');
    expect(summaryRow('Delivery')).toBe('Delivery₹120');
    expect(summaryRow('Tax (12%)')).toBe('Tax (12%)₹624');
    expect(summaryRow('Total')).toBe('Total₹5,941.50');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Kuthu Vilakku' }));
    expect(summaryRow('Total')).toBe('Total₹2,919'); // 2499 + 120 + 300 (299.88)
    // Without a free-delivery threshold there is nothing to say about it.
    expect(screen.queryByText(/free delivery/i)).not.toBeInTheDocument();
  });

  it("prices with the owner's tax rate and delivery fee, and says how much more ships free", async () => {
    answerStock();
    answerPricing({ taxRatePercent: 18, deliveryFee: 80, freeDeliveryThreshold: 7500 });
    useCartStore.setState({ items: [ganesha, diya] });
    renderAt('/cart', <CartPage params={{}} />);

    // 5197.50 + 80 + 936 (935.55).
    expect(await screen.findByText('Tax (18%)')).toBeInTheDocument();
    expect(summaryRow('Delivery')).toBe('Delivery₹80');
    expect(summaryRow('Tax (18%)')).toBe('Tax (18%)₹936');
    expect(summaryRow('Total')).toBe('Total₹6,213.50');
    expect(screen.getByRole('status')).toHaveTextContent('Add ₹2,302.50 more for free delivery.');

    // 2 x 2499 + 2698.50 = 7696.50 reaches ₹7,500: delivery is free.
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Brass Ganesha' }));
    expect(summaryRow('Delivery')).toBe('DeliveryFree');
    expect(summaryRow('Total')).toBe('Total₹9,081.50'); // 7696.50 + 1385 (1385.37)
    expect(screen.getByRole('status')).toHaveTextContent('Free delivery on this order.');
    expect(sentTo('GET /api/settings/pricing')).toHaveLength(1);
  });

  it('delivers free exactly at the threshold', async () => {
    answerStock();
    answerPricing({ freeDeliveryThreshold: 2499 });
    useCartStore.setState({ items: [ganesha] });
    renderAt('/cart', <CartPage params={{}} />);
    expect(await screen.findByText('Free delivery on this order.')).toBeInTheDocument();
    expect(summaryRow('Total')).toBe('Total₹2,799'); // 2499 + 0 + 300
  });

  it('works the totals out once the pricing is read, and asks again after a failure', async () => {
    answerStock();
    answer('GET /api/settings/pricing', pending());
    useCartStore.setState({ items: [ganesha] });
    const { unmount } = renderAt('/cart', <CartPage params={{}} />);
    expect(summaryRow('Subtotal')).toBe('Subtotal₹2,499');
    expect(summaryRow('Delivery')).toBe('DeliveryCalculating...');
    expect(summaryRow('Total')).toBe('TotalCalculating...');
    unmount();

    answer('GET /api/settings/pricing', failure(503, 'The shop is briefly unavailable.'));
    renderAt('/cart', <CartPage params={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Delivery and tax could not be worked out.');
    expect(summaryRow('Total')).toBe('TotalNot available');

    answer('GET /api/settings/pricing', defaultPricing);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Tax (12%)')).toBeInTheDocument();
    expect(summaryRow('Total')).toBe('Total₹2,919');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('mentions shipping to Tamil Nadu and leads to checkout', () => {
    renderCart([ganesha]);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('We ship from Chennai, Tamil Nadu, to every pincode in India.');
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: /Back to shopping/ })).toHaveAttribute('href', '/products');
  });

  it('prices for the country chosen at checkout: an export, no free delivery, and the amount in dollars', async () => {
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'United States');
    answerStock();
    answerPricing({
      freeDeliveryThreshold: 2000,
      exchangeRates: { USD: { rupees: 84.5, setOn: '2026-11-20' }, GBP: null },
    });
    useCartStore.setState({ items: [ganesha] });
    renderAt('/cart', <CartPage params={{}} />);
    // 2499 + 120 (never free abroad) + IGST 300 (299.88).
    await waitFor(() => expect(summaryRow('Total')).toBe('Total₹2,919'));
    expect(summaryRow('Delivery')).toBe('Delivery₹120');
    expect(summaryRow('IGST (12%)')).toBe('IGST (12%)₹300');
    expect(screen.queryByText(/free delivery/)).not.toBeInTheDocument();
    expect(
      screen.getByText("approx. $34.54 · at the shop's rate of 20 Nov 2026; you pay ₹2,919"),
    ).toBeVisible();
    expect(screen.getByText(/We ship from Chennai, India, to the United States\./)).toBeVisible();
  });

  it('shows no approximate amount in India, whatever rates the owner set', async () => {
    answerStock();
    answerPricing({ exchangeRates: { USD: { rupees: 84.5, setOn: '2026-11-20' }, GBP: null } });
    useCartStore.setState({ items: [ganesha] });
    renderAt('/cart', <CartPage params={{}} />);
    await waitFor(() => expect(summaryRow('Total')).toBe('Total₹2,919'));
    expect(screen.queryByText(/approx\./)).not.toBeInTheDocument();
  });
});
