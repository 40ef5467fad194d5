import { MemoryRouter } from '@brass/shared/router';
import { answer, sentTo } from '@brass/shared/testing/api-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrderSummary } from '../../../../testing/orders';
import { OrdersList } from './OrdersList';

const show = (url = '/admin/orders') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <OrdersList />
    </MemoryRouter>,
  );

describe('OrdersList', () => {
  it('lists the orders with customer, status, payment and total, each linking to its page', async () => {
    answer('GET /api/admin/orders', {
      orders: [
        anOrderSummary(),
        anOrderSummary({ id: 'BA-10043', orderNumber: 'BA-10043', status: 'shipped', refundedAmount: 500 }),
      ],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    show();
    expect(await screen.findByText('2 orders')).toHaveAttribute('role', 'status');
    const row = screen.getByRole('row', { name: /BA-10043/ });
    expect(within(row).getByRole('link', { name: 'BA-10043' })).toHaveAttribute(
      'href',
      '/admin/orders/BA-10043',
    );
    expect(row).toHaveTextContent('Shipped');
    expect(row).toHaveTextContent('₹500 refunded');
    expect(screen.getByRole('row', { name: /BA-10042/ })).toHaveTextContent('Asha Iyer');
  });

  it('asks the API with the filters typed, which the address keeps', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/orders', { orders: [], total: 0, page: 1, pageSize: 25 });
    show();
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Order number, email or phone'), '98400');
    await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('No orders match these filters.');
    expect(sentTo('GET /api/admin/orders').at(-1)?.query).toEqual({ q: '98400', status: 'shipped' });
  });

  it('opens on the page and filters of its address, and offers the next page', async () => {
    answer('GET /api/admin/orders', {
      orders: [anOrderSummary()],
      total: 60,
      page: 2,
      pageSize: 25,
    });
    show('/admin/orders?status=preparing&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older →' })).toHaveAttribute(
      'href',
      '/admin/orders?status=preparing&page=3',
    );
    expect(sentTo('GET /api/admin/orders')[0]?.query).toEqual({ status: 'preparing', page: '2' });
    expect(screen.getByLabelText('Status')).toHaveValue('preparing');
  });
});
