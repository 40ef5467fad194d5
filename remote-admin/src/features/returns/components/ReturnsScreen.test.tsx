import type { AdminReturn } from '@brass/shared/contracts/returns';
import { answer, failure, sentTo } from '@brass/shared/testing/api-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from '@brass/shared/testing/router';
import { ReturnsScreen } from './ReturnsScreen';

function aReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
    id: 'ret_1',
    status: 'requested',
    lines: [{ productId: 'brass-diya', productName: 'Brass Diya', quantity: 2, price: 450 }],
    amount: 1008,
    reason: 'damaged',
    details: 'Both arrived bent.',
    photos: ['/images/uploads/return-ord1-ab12-960.webp'],
    staffNote: null,
    createdAt: '2026-11-28T05:30:00.000Z',
    orderNumber: 'BA-10042',
    paymentMethod: 'online',
    customer: { name: 'Asha Iyer', email: 'asha@example.in' },
    shiprocketReturnId: null,
    manualRefundReference: null,
    ...overrides,
  };
}

const show = () => {
  const location = memoryLocation('/admin/returns');
  return render(location.wrap(<ReturnsScreen />));
};

describe('ReturnsScreen', () => {
  it('lists the requests waiting, with what comes back, why, and the photos', async () => {
    answer('GET /api/admin/returns', { returns: [aReturn()] });
    show();
    const entry = await screen.findByRole('article', { name: 'Return of order BA-10042' });
    expect(entry).toHaveTextContent('Brass Diya × 2');
    expect(entry).toHaveTextContent('₹1,008');
    expect(entry).toHaveTextContent('Arrived damaged: Both arrived bent.');
    expect(within(entry).getByRole('link', { name: 'BA-10042' })).toHaveAttribute(
      'href',
      '/admin/orders/BA-10042',
    );
    expect(within(entry).getByRole('img', { name: 'What the shopper sent, 1 of 1' })).toBeInTheDocument();
    expect(sentTo('GET /api/admin/returns')[0]?.query).toEqual({ status: 'requested' });
  });

  it('approves with a note, which books the pickup, and says so', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/returns', { returns: [aReturn()] });
    answer(
      'POST /api/admin/returns/:id/approve',
      aReturn({ status: 'pickup_booked', staffNote: 'Sorry!', shiprocketReturnId: '512345678' }),
    );
    show();
    const entry = await screen.findByRole('article', { name: 'Return of order BA-10042' });
    await user.type(within(entry).getByLabelText('Note to the shopper'), 'Sorry!');
    await user.click(within(entry).getByRole('button', { name: 'Approve and book pickup' }));
    expect(await screen.findByText('BA-10042: Return approved and pickup booked.')).toBeInTheDocument();
    expect(sentTo('POST /api/admin/returns/:id/approve')[0]).toMatchObject({
      path: '/api/admin/returns/ret_1/approve',
      body: { note: 'Sorry!' },
    });
    // The list is read again, to show the return where it now stands.
    expect(sentTo('GET /api/admin/returns')).toHaveLength(2);
  });

  it("shows the API's refusal, such as a refusal without a note", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/returns', { returns: [aReturn()] });
    answer('POST /api/admin/returns/:id/refuse', failure(400, 'Tell the shopper why the return is refused.'));
    show();
    const entry = await screen.findByRole('article', { name: 'Return of order BA-10042' });
    await user.click(within(entry).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tell the shopper why the return is refused.');
  });

  it('marks a booked return received, refunding an order paid online, and records a hand refund on delivery', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/returns', (request) =>
      request.query.status === 'received'
        ? {
            returns: [
              aReturn({ id: 'ret_2', status: 'received', paymentMethod: 'cod', orderNumber: 'BA-10043' }),
            ],
          }
        : { returns: [aReturn({ status: 'pickup_booked', shiprocketReturnId: '512345678' })] },
    );
    answer('POST /api/admin/returns/:id/received', aReturn({ status: 'refunded' }));
    answer(
      'POST /api/admin/returns/:id/manual-refund',
      aReturn({ id: 'ret_2', status: 'refunded', manualRefundReference: 'UPI 4242' }),
    );
    show();
    await user.click(screen.getByRole('button', { name: 'On the way back' }));
    const booked = await screen.findByRole('article', { name: 'Return of order BA-10042' });
    expect(booked).toHaveTextContent('Shiprocket return order 512345678');
    await user.click(within(booked).getByRole('button', { name: 'Mark received and refund ₹1,008' }));
    expect(await screen.findByText('BA-10042: Pieces received and back in stock.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Received' }));
    const onDelivery = await screen.findByRole('article', { name: 'Return of order BA-10043' });
    await user.type(within(onDelivery).getByLabelText('Bank or UPI reference'), 'UPI 4242');
    await user.click(within(onDelivery).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('BA-10042: Refund recorded; the shopper is told.')).toBeInTheDocument();
    expect(sentTo('POST /api/admin/returns/:id/manual-refund')[0]?.body).toEqual({ reference: 'UPI 4242' });
  });
});
