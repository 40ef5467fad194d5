import { render, screen } from '@testing-library/react';
import { anOrder } from '../../../../testing/orders';
import { OrderItems } from './OrderItems';

const amount = (label: string) =>
  screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('OrderItems', () => {
  it('shows the coupon and its discount under the subtotal, before the tax charged after it', () => {
    render(
      <OrderItems
        order={anOrder({ couponCode: 'DIWALI10', discount: 249.9, tax: 270, totalAmount: 2606.6 })}
        productImages={new Map()}
      />,
    );
    expect(amount('Subtotal')).toBe('₹2,499');
    expect(amount('Discount (DIWALI10)')).toBe('-₹249.90');
    expect(amount('Tax')).toBe('₹270');
    expect(amount('Total')).toBe('₹2,606.60');
    const labels = screen.getAllByText(/./, { selector: 'dt' }).map((term) => term.textContent);
    expect(labels.indexOf('Discount (DIWALI10)')).toBe(labels.indexOf('Subtotal') + 1);
  });

  it('shows no discount line for an order without a coupon', () => {
    render(<OrderItems order={anOrder({ discount: 0 })} productImages={new Map()} />);
    expect(screen.queryByText(/^Discount/, { selector: 'dt' })).not.toBeInTheDocument();
  });
});
