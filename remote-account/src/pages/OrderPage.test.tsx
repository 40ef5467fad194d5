import { useAuthStore } from '@brass/shared/auth-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, sentRequests, sentTo } from '@brass/shared/testing/api-mock';
import { anOrder, ganesha } from '../../testing/orders';
import { asha, currentPath, currentState, renderHere, startAt } from '../../testing/session';
import OrderPage from './OrderPage';
import { downloadInvoice } from '../features/orders/api/download-invoice';

// The PDF itself is the API's (its tests read it); here, what the page does with the answer.
vi.mock('../features/orders/api/download-invoice', async (original) => ({
  ...(await original<typeof import('../features/orders/api/download-invoice')>()),
  downloadInvoice: vi.fn(),
}));

const ORDER = 'GET /api/orders/:orderNumber';

function openOrder(orderNumber: string, state: unknown = null) {
  startAt(`/orders/${orderNumber}`, state);
  useAuthStore.getState().login(asha);
  answer('GET /api/products', [ganesha]);
  // The cancel and returns section below the order reads the order's returns and refunds.
  answer('GET /api/orders/:orderNumber/returns', { returns: [], returnableUntil: null, returnable: [] });
  answer('GET /api/orders/:orderNumber/refunds', { refunds: [] });
  return renderHere(<OrderPage params={{ orderNumber }} />);
}

const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderPage', () => {
  it('sends a visitor to /login, to come back to the order, without asking for it', async () => {
    startAt('/orders/BA-10042');
    renderHere(<OrderPage params={{ orderNumber: 'BA-10042' }} />);
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(currentState()).toEqual({ from: '/orders/BA-10042' });
    expect(sentRequests()).toEqual([]);
  });

  it('thanks the shopper for an order just paid on delivery and says what it is, where it goes and what to pay', async () => {
    answer(
      ORDER,
      anOrder({ paymentMethod: 'cod', codFee: 50, totalAmount: 2936.5, deliversBy: '2026-12-01' }),
    );
    openOrder('BA-10042', { placed: true });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' }),
    ).toBeVisible();
    expect(sentTo(ORDER)[0]).toMatchObject({
      path: '/api/orders/BA-10042',
      authorization: `Bearer ${asha.token}`,
    });
    expect(screen.getByText('BA-10042', { selector: 'strong' })).toBeVisible();
    expect(document.title).toBe('Order BA-10042 · Brass Aangan');
    expect(fact('Payment')).toBe('Cash on delivery: pay ₹2,936.50 on delivery');
    expect(fact('Delivery')).toBe('Expected by Tuesday, 1 December');

    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByRole('cell', { name: 'Brass Ganesha Idol' })).toBeVisible();
    expect(screen.getByText('Cash on delivery fee', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₹50',
    );
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹2,936.50');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Shipping address' }).parentElement,
    ).toHaveTextContent('12 Temple Street');

    const actions = screen.getByRole('navigation', { name: 'This order' });
    expect(within(actions).getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(actions).getByRole('link', { name: 'Download invoice (PDF)' })).toHaveAttribute(
      'href',
      'http://api.test/api/orders/BA-10042/invoice',
    );
    const track = within(actions).getByRole('link', { name: 'Track your order' });
    const tracking = screen.getByRole('heading', { level: 2, name: 'Shipment tracking' }).parentElement!;
    expect(track).toHaveAttribute('href', `#${tracking.id}`);
  });

  it('says an order paid on delivery waits for the shop to confirm it by phone', async () => {
    answer(ORDER, anOrder({ paymentMethod: 'cod', codFee: 50, awaitingConfirmation: true }));
    openOrder('BA-10042', { placed: true });
    expect(
      await screen.findByText(
        'Waiting for confirmation: we will call you on 9876543210 to confirm this cash on delivery order, and ship it once you have.',
      ),
    ).toBeVisible();
  });

  it('says the shop arranges the courier of an order priced with the default rates', async () => {
    answer(ORDER, anOrder({ shippingToArrange: true }));
    openOrder('BA-10042');
    expect(
      await screen.findByText(
        'Our team is arranging the courier for this order and will tell you when it ships.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  });

  it("is the order's own page later: named by its number, paid online, with tracking", async () => {
    answer(ORDER, anOrder({ status: 'shipped', shiprocketAwbCode: '12345678901234' }));
    answer('GET /api/shiprocket/track/:awb', { trackingInfo: { status: 'In Transit', tracking_data: [] } });
    openOrder('BA-10042');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order BA-10042' })).toBeVisible();
    expect(screen.queryByText('Order Placed Successfully!')).not.toBeInTheDocument();
    expect(fact('Payment')).toBe('Paid online');
    expect(screen.queryByText('Cash on delivery fee')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Track Shipment' }));
    expect(await screen.findByText('In Transit')).toBeVisible();
  });

  it("shows a gift's message as its packing slip prints it, and no gift box for any other order", async () => {
    answer(ORDER, anOrder({ gift: { message: 'Happy Diwali, Amma!\nWith love, Ravi' } }));
    const { unmount } = openOrder('BA-10042');
    const gift = (await screen.findByRole('heading', { level: 2, name: 'Gift' })).parentElement!;
    expect(gift).toHaveTextContent('Sent as a gift: the packing slip shows no prices.');
    expect(within(gift).getByText(/Happy Diwali, Amma!/, { selector: 'blockquote' })).toHaveTextContent(
      'Happy Diwali, Amma! With love, Ravi',
    );
    unmount();

    answer(ORDER, anOrder());
    openOrder('BA-10042');
    await screen.findByRole('heading', { level: 1, name: 'Order BA-10042' });
    expect(screen.queryByRole('heading', { name: 'Gift' })).not.toBeInTheDocument();
  });

  it('shows nothing of an order the API does not answer for this shopper, only that it was not found', async () => {
    answer(ORDER, failure(404, 'Order not found'));
    openOrder('BA-10001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    expect(screen.getByText('We could not find an order BA-10001 in your account.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the order could not be loaded, and loads it again on Retry', async () => {
    answer(ORDER, failure(500, 'Something went wrong'));
    openOrder('BA-10042');
    expect(await screen.findByText('We could not load your order.')).toBeVisible();

    answer(ORDER, anOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BA-10042' })).toBeVisible();
  });

  it('downloads the invoice when asked, and says so beside the link when it cannot', async () => {
    answer(ORDER, anOrder());
    openOrder('BA-10042');
    const link = await screen.findByRole('link', { name: 'Download invoice (PDF)' });
    vi.mocked(downloadInvoice).mockRejectedValueOnce(new Error('503'));
    await userEvent.click(link);
    expect(downloadInvoice).toHaveBeenCalledWith('BA-10042');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice could not be downloaded. Please try again.',
    );

    vi.mocked(downloadInvoice).mockResolvedValueOnce();
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
    expect(downloadInvoice).toHaveBeenCalledTimes(2);
  });

  describe('an order shipped abroad', () => {
    const toBoston = {
      totalAmount: 7748,
      shippingAddress: {
        firstName: 'Anil',
        lastName: 'Rao',
        street: '1 Beacon Street',
        city: 'Boston',
        state: 'Massachusetts',
        zipcode: '02108',
        phoneNumber: '+1 617 555 0123',
        country: 'United States',
      },
    };
    const pricing = (exchangeRates: Record<'USD' | 'GBP', { rupees: number; setOn: string } | null>) => ({
      taxRatePercent: 12,
      deliveryFee: 120,
      freeDeliveryThreshold: null,
      codFee: 50,
      codLimit: 10000,
      exchangeRates,
      exportsZeroRated: false,
    });

    it("shows the total in dollars at the shop's dated rate, marked approximate, and the country", async () => {
      answer(ORDER, anOrder(toBoston));
      answer('GET /api/settings/pricing', pricing({ USD: { rupees: 84.5, setOn: '2026-11-20' }, GBP: null }));
      openOrder('BA-10042');
      expect(
        await screen.findByText("approx. $91.69 · at the shop's rate of 20 Nov 2026; you pay ₹7,748"),
      ).toBeVisible();
      expect(
        screen.getByRole('heading', { level: 2, name: 'Shipping address' }).parentElement,
      ).toHaveTextContent('Boston, Massachusetts 02108United States');
    });

    it('shows no approximate amount while the owner has set no rate', async () => {
      answer(ORDER, anOrder(toBoston));
      answer('GET /api/settings/pricing', pricing({ USD: null, GBP: null }));
      openOrder('BA-10042');
      await screen.findByText('1 Beacon Street');
      await waitFor(() => expect(sentTo('GET /api/settings/pricing')).toHaveLength(1));
      expect(screen.queryByText(/approx\./)).not.toBeInTheDocument();
    });

    it('asks no rate for an order within India', async () => {
      answer(ORDER, anOrder({ shippingAddress: { ...anOrder().shippingAddress, country: 'India' } }));
      openOrder('BA-10042');
      await screen.findByText('12 Temple Street');
      expect(sentTo('GET /api/settings/pricing')).toEqual([]);
      expect(screen.queryByText(/approx\./)).not.toBeInTheDocument();
    });
  });
});
