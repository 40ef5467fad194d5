import type { AdminDashboard } from '@brass/shared/contracts/admin';
import { answer, failure, sentTo } from '@brass/shared/testing/api-mock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openBackOffice, signIn, signOut, staffMember } from '../../../../testing/back-office';
import { anOrderSummary } from '../../../../testing/orders';

const dashboard: AdminDashboard = {
  today: { orders: 3, revenue: 12450 },
  month: { orders: 41, revenue: 186200.5 },
  awaitingShipment: 2,
  awaitingConfirmation: 1,
  sales: Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    orders: index === 29 ? 2 : 0,
    goods: index === 29 ? 10_000 : 0,
    tax: index === 29 ? 1200 : 0,
    shipping: index === 29 ? 150 : 0,
  })),
  recentOrders: [anOrderSummary()],
  topProducts: [{ id: 'urli-large', name: 'Large Urli', pieces: 2, goods: 10_000 }],
  lowStock: [
    { id: 'urli-small', name: 'Small Urli', stock: 0 },
    { id: 'diya-pair', name: 'Pair of Diyas', stock: 3 },
  ],
  clientErrors: { lastDay: 1, recent: [] },
  parkedMail: [],
  strandedShipments: [],
};

const stuck: AdminDashboard = {
  ...dashboard,
  parkedMail: [
    {
      id: 'BA-10042',
      kind: 'order-confirmation',
      to: 'harpreet@example.in',
      subject: 'Your Brass Aangan order BA-10042',
      reason: "TypeError: Cannot read properties of null (reading 'xCoordinate')",
      attempts: 6,
      parkedAt: '2026-11-28T06:30:00.000Z',
    },
    {
      id: 'mail_7Qx',
      kind: 'mail',
      to: 'nobody@example.in',
      subject: 'Confirm your email',
      reason: 'Error: 550 5.1.1 Recipient address rejected',
      attempts: 8,
      parkedAt: '2026-11-28T07:00:00.000Z',
    },
  ],
  strandedShipments: [
    {
      orderNumber: 'BA-10050',
      placedAt: '2026-11-28T05:00:00.000Z',
      attempts: 9,
      reason: 'Shiprocket: /v1/external/orders/create/adhoc answered 503',
      nextAttemptAt: '2026-11-28T07:30:00.000Z',
    },
  ],
};

async function openWith(answered: AdminDashboard) {
  signIn(staffMember);
  answer('GET /api/admin/me', staffMember);
  answer('GET /api/admin/dashboard', answered);
  openBackOffice('/admin/dashboard');
  return screen.findByRole('region', { name: 'Parked mail' });
}

beforeEach(() => signOut());

describe('the Dashboard screen', () => {
  it("shows staff today's and this month's figures in rupees, and what runs low", async () => {
    signIn(staffMember);
    answer('GET /api/admin/me', staffMember);
    answer('GET /api/admin/dashboard', dashboard);
    openBackOffice('/admin/dashboard');

    expect(await screen.findByText('₹12,450')).toBeInTheDocument();
    expect(screen.getByText('3 orders')).toBeInTheDocument();
    expect(screen.getByText('₹1,86,200.50')).toBeInTheDocument();
    expect(screen.getByText('41 orders')).toBeInTheDocument();
    const stock = screen.getByRole('region', { name: 'Low stock' });
    expect(
      within(stock)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Small UrliOut of stock', 'Pair of Diyas3 left']);
    expect(within(stock).getByRole('link', { name: 'Small Urli' })).toHaveAttribute(
      'href',
      '/product/urli-small',
    );
  });

  it('draws the sales of the last 30 days without tax and shipping, with the figures as a table', async () => {
    signIn(staffMember);
    answer('GET /api/admin/me', staffMember);
    answer('GET /api/admin/dashboard', dashboard);
    openBackOffice('/admin/dashboard');

    const sales = await screen.findByRole('region', { name: 'Sales, last 30 days' });
    const chart = within(sales).getByRole('img');
    expect(chart).toHaveAccessibleName(
      '₹10,000 of pieces sold in 2 orders, without the ₹1,200 of tax and the ₹150 of shipping charged beside it.',
    );
    const rows = within(sales).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)?.textContent).toBe('30 Nov2₹10,000₹1,200₹150');

    expect(screen.getByText('To confirm').nextElementSibling).toHaveTextContent('1');
    const recent = screen.getByRole('region', { name: 'Recent orders' });
    expect(within(recent).getByRole('link', { name: 'BA-10042' })).toHaveAttribute(
      'href',
      '/admin/orders/BA-10042',
    );
    const top = screen.getByRole('region', { name: 'Top pieces, last 30 days' });
    expect(within(top).getByRole('listitem')).toHaveTextContent('Large Urli · 2 pieces₹10,000');
  });

  it('says when no mail is parked and no shipment stranded', async () => {
    await openWith(dashboard);
    expect(screen.getByText('Every mail has gone out or is still being tried.')).toBeInTheDocument();
    expect(screen.getByText('Every paid order has its shipment booked.')).toBeInTheDocument();
  });

  it('lists stranded shipments and parked mail with their reasons, as plain text', async () => {
    const parked = await openWith(stuck);
    expect(
      within(parked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Your Brass Aangan order BA-10042To harpreet@example.in; 6 attempts, the last 28 Nov 2026, 12:00 pmTypeError: Cannot read properties of null (reading 'xCoordinate')Send again",
      'Confirm your emailTo nobody@example.in; 8 attempts, the last 28 Nov 2026, 12:30 pmError: 550 5.1.1 Recipient address rejectedSend again',
    ]);
    expect(within(parked).queryAllByRole('link')).toEqual([]);

    const stranded = screen.getByRole('region', { name: 'Stranded shipments' });
    expect(within(stranded).getByRole('listitem')).toHaveTextContent(
      'BA-10050Placed 28 Nov 2026, 10:30 am; 9 attempts, the next 28 Nov 2026, 1:00 pmShiprocket: /v1/external/orders/create/adhoc answered 503',
    );
    expect(within(stranded).getByRole('link', { name: 'BA-10050' })).toHaveAttribute(
      'href',
      '/admin/orders/BA-10050',
    );
  });

  it('books a stranded shipment when the staff press Book again, says so, and reads the dashboard again', async () => {
    await openWith(stuck);
    answer('POST /api/admin/orders/BA-10050/shipment', { message: 'BA-10050 is booked with Shiprocket.' });
    answer('GET /api/admin/dashboard', { ...stuck, strandedShipments: [] });

    await userEvent.click(screen.getByRole('button', { name: 'Book again: the shipment of BA-10050' }));

    expect(await screen.findByRole('status')).toHaveTextContent('BA-10050 is booked with Shiprocket.');
    expect(await screen.findByText('Every paid order has its shipment booked.')).toBeInTheDocument();
    expect(sentTo('POST /api/admin/orders/:id/shipment')).toHaveLength(1);
  });

  it("shows Shiprocket's refusal when booking again fails", async () => {
    await openWith(stuck);
    const refusal = 'Shiprocket could not book BA-10050: Shiprocket: answered 503. The shop keeps trying.';
    answer('POST /api/admin/orders/BA-10050/shipment', failure(502, refusal));

    await userEvent.click(screen.getByRole('button', { name: 'Book again: the shipment of BA-10050' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('queues a parked confirmation and a parked mail again, each through its own route', async () => {
    await openWith(stuck);
    answer('POST /api/admin/orders/BA-10042/confirmation/requeue', {
      message: 'The confirmation of BA-10042 is queued again.',
    });
    answer('POST /api/admin/mail/mail_7Qx/requeue', {
      message: 'The mail is queued again and goes out with the next pass.',
    });

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Send again: Your Brass Aangan order BA-10042 to harpreet@example.in',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The confirmation of BA-10042 is queued again.',
    );

    await userEvent.click(
      await screen.findByRole('button', { name: 'Send again: Confirm your email to nobody@example.in' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The mail is queued again and goes out with the next pass.',
      ),
    );
    expect(sentTo('POST /api/admin/orders/:id/confirmation/requeue')).toHaveLength(1);
    expect(sentTo('POST /api/admin/mail/:id/requeue')).toHaveLength(1);
  });

  it('shows what pages reported as plain text: no link, whatever the report says', async () => {
    signIn(staffMember);
    answer('GET /api/admin/me', staffMember);
    const message = 'Your shop is hacked! Visit <a href="https://evil.example">https://evil.example</a> now…';
    answer('GET /api/admin/dashboard', {
      ...dashboard,
      clientErrors: {
        lastDay: 1,
        recent: [
          {
            id: 'cer_1',
            kind: 'render',
            message,
            path: '/cart',
            app: 'checkout',
            receivedAt: '2026-11-28T09:30:00.000Z',
          },
        ],
      },
    });
    openBackOffice('/admin/dashboard');

    const errors = await screen.findByRole('region', { name: 'Page errors' });
    expect(within(errors).getByText(message)).toBeInTheDocument();
    expect(within(errors).queryByRole('link')).toBeNull();
    expect(within(errors).getByText(/^render on \/cart \(checkout\), 28 Nov 2026/)).toBeInTheDocument();
  });
});
