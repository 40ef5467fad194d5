import { useCartStore, type CartItem } from '@brass/shared/cart-store';
import { answer, bodiesSentTo, failure } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPricing } from '../../../../testing/pricing';
import { CartSummary } from '../../cart/components/CartSummary';
import { useAppliedCoupon } from '../stores/applied-coupon-store';

const ganesha: CartItem = {
  id: 'ganesha',
  name: 'Brass Ganesha',
  image: '/images/products/ganesha-480.webp',
  price: 2500,
  quantity: 1,
};

function renderSummary() {
  useCartStore.setState({ items: [ganesha] });
  return renderAt(
    '/cart',
    <CartSummary
      pricing={{ status: 'success', data: defaultPricing }}
      onRetryPricing={() => {}}
      country="India"
    />,
  );
}

const summaryRow = (label: string) =>
  within(screen.getByRole('region', { name: 'Order summary' }))
    .queryByText(label, { selector: 'dt' })
    ?.closest('div')?.textContent;

afterEach(() => {
  useAppliedCoupon.setState({ code: null });
});

describe('CouponField in the cart', () => {
  it('asks for a code when Apply is pressed with none typed', async () => {
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a coupon code.');
    expect(bodiesSentTo('POST /api/coupons/check')).toEqual([]);
  });

  it('applies a code as the server prices it, taxes after the discount, and removes it', async () => {
    answer('POST /api/coupons/check', { code: 'DIWALI10', discount: 250 });
    renderSummary();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'diwali10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('DIWALI10')).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/coupons/check')).toEqual([
      { code: 'diwali10', cart: [{ productId: 'ganesha', quantity: 1 }] },
    ]);
    expect(summaryRow('Discount (DIWALI10)')).toBe('Discount (DIWALI10)-₹250');
    // 12 percent of ₹2,250, then ₹120 delivery.
    expect(summaryRow('Tax (12%)')).toBe('Tax (12%)₹270');
    expect(summaryRow('Total')).toBe('Total₹2,640');
    expect(localStorage.getItem('couponCode')).toBe('diwali10');

    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon diwali10' }));
    expect(summaryRow('Discount (DIWALI10)')).toBeUndefined();
    expect(summaryRow('Total')).toBe('Total₹2,920');
    expect(localStorage.getItem('couponCode')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });

  it('shows why the server refused a code, in an alert', async () => {
    answer('POST /api/coupons/check', failure(400, 'This code has expired.'));
    renderSummary();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'OLDCODE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.');
    expect(summaryRow('Total')).toBe('Total₹2,920');
  });

  it('has the server price the kept code again whenever the cart changes', async () => {
    // ₹100 a piece, as a code priced per line would be.
    answer('POST /api/coupons/check', ({ body }) => ({
      code: 'FLAT',
      discount: ((body as { cart: { quantity: number }[] }).cart[0]?.quantity ?? 0) * 100,
    }));
    useAppliedCoupon.setState({ code: 'FLAT' });
    renderSummary();
    await waitFor(() => expect(summaryRow('Discount (FLAT)')).toBe('Discount (FLAT)-₹100'));
    act(() => useCartStore.getState().setQuantity('ganesha', 2));
    await waitFor(() => expect(summaryRow('Discount (FLAT)')).toBe('Discount (FLAT)-₹200'));
    expect(bodiesSentTo('POST /api/coupons/check')).toHaveLength(2);
  });
});
