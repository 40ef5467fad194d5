import type { AdminDashboard } from '@brass/shared/contract';
import { answer } from '@brass/shared/testing/api-mock';
import { screen, within } from '@testing-library/react';
import { openBackOffice, signIn, signOut, staffMember } from '../../../testing/back-office';

const dashboard: AdminDashboard = {
  today: { orders: 3, revenue: 12450 },
  month: { orders: 41, revenue: 186200.5 },
  awaitingShipment: 2,
  lowStock: [
    { id: 'urli-small', name: 'Small Urli', stock: 0 },
    { id: 'diya-pair', name: 'Pair of Diyas', stock: 3 },
  ],
  clientErrors: { lastDay: 1, recent: [] },
};

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
