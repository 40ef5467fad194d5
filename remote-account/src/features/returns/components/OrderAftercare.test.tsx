import { useAuthStore } from '@brass/shared/auth-store';
import type { OrderReturns, ShopperReturn } from '@brass/shared/contracts/returns';
import { answer, failure, sentTo } from '@brass/shared/testing/api-mock';
import { useToastStore } from '@brass/shared/toast-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder } from '../../../../testing/orders';
import { asha, renderHere, startAt } from '../../../../testing/session';
import OrderAftercare from './OrderAftercare';

const RETURNS = 'GET /api/orders/:orderNumber/returns';
const REFUNDS = 'GET /api/orders/:orderNumber/refunds';
const DAY_MS = 24 * 60 * 60 * 1000;

const noReturns: OrderReturns = {
  returns: [],
  returnableUntil: null,
  returnable: [{ productId: 'prd_ganesha', productName: 'Brass Ganesha Idol', quantity: 1 }],
};

const aReturn: ShopperReturn = {
  id: 'ret_1',
  status: 'pickup_booked',
  lines: [{ productId: 'prd_ganesha', productName: 'Brass Ganesha Idol', quantity: 1, price: 2499 }],
  amount: 2799,
  reason: 'damaged',
  details: 'The base is dented.',
  photos: [],
  staffNote: 'Sorry about the dent.',
  createdAt: '2025-11-28T10:00:00.000Z',
};

function show(order = anOrder(), onOrderChanged = vi.fn()) {
  startAt(`/orders/${order.orderNumber}`);
  useAuthStore.getState().login(asha);
  renderHere(<OrderAftercare order={order} onOrderChanged={onOrderChanged} />);
  return onOrderChanged;
}

beforeEach(() => {
  answer(REFUNDS, { refunds: [] });
});

describe('OrderAftercare', () => {
  it('cancels an order still in the workshop after the shopper confirms, saying what is refunded', async () => {
    answer(RETURNS, noReturns);
    answer('POST /api/orders/:orderNumber/cancel', anOrder({ status: 'cancelled' }));
    const onOrderChanged = show();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order BA-10042?' });
    expect(dialog).toHaveTextContent('We will refund ₹2,886.50 to the card or account you paid with.');
    expect(sentTo('POST /api/orders/:orderNumber/cancel')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(onOrderChanged).toHaveBeenCalled());
    expect(sentTo('POST /api/orders/:orderNumber/cancel')[0]).toMatchObject({
      path: '/api/orders/BA-10042/cancel',
      authorization: `Bearer ${asha.token}`,
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      'Order BA-10042 is cancelled',
    );
  });

  it('keeps the order and shows the reason when the shop can no longer cancel it', async () => {
    answer(RETURNS, noReturns);
    answer(
      'POST /api/orders/:orderNumber/cancel',
      failure(409, 'This order has left our workshop, so it can no longer be cancelled.'),
    );
    const onOrderChanged = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order has left our workshop, so it can no longer be cancelled.',
    );
    expect(onOrderChanged).not.toHaveBeenCalled();
  });

  it('offers no cancelling once shipped, and no return form outside the window', async () => {
    answer(RETURNS, { ...noReturns, returnableUntil: new Date(Date.now() - DAY_MS).toISOString() });
    show(anOrder({ status: 'delivered' }));
    await waitFor(() => expect(sentTo(RETURNS)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Return items' })).toBeNull();
  });

  it('asks to return pieces of a delivered order with a reason, words and photos, in labelled fields', async () => {
    answer(RETURNS, { ...noReturns, returnableUntil: new Date(Date.now() + 5 * DAY_MS).toISOString() });
    answer('POST /api/orders/:orderNumber/returns', { ...aReturn, status: 'requested', staffNote: null });
    show(anOrder({ status: 'delivered' }));

    const form = await screen.findByRole('form', { name: 'Return items' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ask to return' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose at least one piece to return.');

    const quantity = within(form).getByRole('spinbutton', {
      name: 'How many of Brass Ganesha Idol to return',
    });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'Arrived damaged');
    await userEvent.type(within(form).getByLabelText('Tell us more (optional)'), 'The base is dented.');
    const photo = new File(['jpeg bytes'], 'dent.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(form).getByLabelText('Photos (up to 3, optional)'), photo);
    await userEvent.click(within(form).getByRole('button', { name: 'Ask to return' }));

    await waitFor(() => expect(sentTo('POST /api/orders/:orderNumber/returns')).toHaveLength(1));
    const sent = String(sentTo('POST /api/orders/:orderNumber/returns')[0]?.body);
    expect(sent).toContain('[{"productId":"prd_ganesha","quantity":1}]');
    expect(sent).toContain('damaged');
    expect(sent).toContain('The base is dented.');
    expect(sent).toContain('name="photos"');
    // The list is read again, to show the new request.
    await waitFor(() => expect(sentTo(RETURNS)).toHaveLength(2));
  });

  it('shows where each return stands and the shop’s note', async () => {
    answer(RETURNS, {
      ...noReturns,
      returns: [aReturn],
      returnable: [{ ...noReturns.returnable[0]!, quantity: 0 }],
    });
    show(anOrder({ status: 'delivered' }));
    const list = await screen.findByRole('list', { name: 'Returns' });
    expect(list).toHaveTextContent('Pickup booked');
    expect(list).toHaveTextContent('₹2,799');
    expect(list).toHaveTextContent('Brass Ganesha Idol × 1');
    expect(list).toHaveTextContent('Sorry about the dent.');
  });

  it('shows the money given back on a cancelled order, refunded or on its way, with its reason', async () => {
    answer(RETURNS, noReturns);
    answer(REFUNDS, {
      refunds: [
        {
          amount: 1000,
          status: 'processed',
          reason: 'A dent in the lamp',
          createdAt: '2026-11-28T10:00:00.000Z',
        },
        {
          amount: 1886.5,
          status: 'pending',
          reason: 'Order cancelled',
          createdAt: '2026-11-30T10:00:00.000Z',
        },
      ],
    });
    show(anOrder({ status: 'cancelled' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Money back' })).toBeInTheDocument();
    expect(screen.getByText('This order is cancelled.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Money back' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '₹1,000 refunded · 28 November 2026A dent in the lamp',
      '₹1,886.50 being refunded · 30 November 2026Order cancelled',
    ]);
  });
});
