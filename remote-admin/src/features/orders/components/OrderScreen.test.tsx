import { MemoryRouter } from '@brass/shared/router';
import { answer, bodiesSentTo, failure } from '@brass/shared/testing/api-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrderDetail } from '../../../../testing/orders';
import { downloadCreditNote } from '../api/download-credit-note';
import { downloadInvoice } from '../api/download-invoice';
import { downloadPackingSlip } from '../api/download-packing-slip';
import { OrderScreen } from './OrderScreen';

// The PDF is the API's to generate (its tests read it); here, what the screen does with the answer.
vi.mock('../api/download-invoice', () => ({ downloadInvoice: vi.fn() }));
vi.mock('../api/download-packing-slip', () => ({ downloadPackingSlip: vi.fn() }));
vi.mock('../api/download-credit-note', () => ({ downloadCreditNote: vi.fn() }));

const noPapers = { invoice: null, creditNotes: [] };

beforeEach(() => {
  answer('GET /api/admin/orders/:id/papers', noPapers);
});

const show = () =>
  render(
    <MemoryRouter>
      <OrderScreen id="BA-10042" />
    </MemoryRouter>,
  );

describe('OrderScreen', () => {
  it('shows the order, its customer, items and totals in rupees', async () => {
    answer('GET /api/admin/orders/:id', anOrderDetail());
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BA-10042' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Dashboard Ganesha' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total ₹6,886.50/ })).toBeInTheDocument();
    expect(screen.getByText('12345678901234')).toBeInTheDocument();
  });

  it('confirms an order paid on delivery with the shopper, after which it shows the booked AWB', async () => {
    const user = userEvent.setup();
    const waiting = {
      paymentMethod: 'cod',
      codFee: 50,
      refundableAmount: 0,
      razorpayPaymentId: null,
      awaitingConfirmation: true,
      shipment: { shiprocketOrderId: null, shipmentId: null, awb: null, courierStatus: null, attempts: 0 },
    } as const;
    answer('GET /api/admin/orders/:id', anOrderDetail(waiting));
    answer(
      'POST /api/admin/orders/:id/confirm-cod',
      anOrderDetail({ ...waiting, awaitingConfirmation: false, shipment: anOrderDetail().shipment }),
    );
    show();
    const section = await screen.findByRole('region', { name: 'Cash on delivery: confirm with the shopper' });
    expect(section).toHaveTextContent('Call Asha Iyer on +91 98400 12345');
    await user.click(screen.getByRole('button', { name: 'Confirm COD order' }));
    expect(await screen.findByText('12345678901234')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm COD order' })).not.toBeInTheDocument();
    expect(bodiesSentTo('POST /api/admin/orders/:id/confirm-cod')).toHaveLength(1);
  });

  it('offers no confirmation for an order paid online, and flags one priced with the default rates', async () => {
    answer('GET /api/admin/orders/:id', anOrderDetail({ shippingToArrange: true }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BA-10042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm COD order' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Priced with the default rates while Shiprocket could not quote/),
    ).toHaveTextContent('check that a courier serves 600004');
  });

  it('marks the order shipped and shows it as the API answers it', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/orders/:id', anOrderDetail());
    answer(
      'POST /api/admin/orders/:id/status',
      anOrderDetail({ status: 'shipped', nextStatuses: ['delivered', 'cancelled'] }),
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/admin/orders/:id/status')).toEqual([{ status: 'shipped' }]);
  });

  it("cancels with the refund the owner typed, and shows the API's refusal beside the buttons", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/orders/:id', anOrderDetail());
    answer(
      'POST /api/admin/orders/:id/status',
      failure(
        502,
        'Shiprocket could not cancel the shipment, so the order is not cancelled yet. Try again in a minute.',
      ),
    );
    show();
    const amount = await screen.findByLabelText(/Refund on cancelling/);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Shiprocket could not cancel the shipment');
    expect(bodiesSentTo('POST /api/admin/orders/:id/status')).toEqual([
      { status: 'cancelled', refundAmount: 500 },
    ]);
  });

  it('refunds part of the order with a reason', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/orders/:id', anOrderDetail());
    answer(
      'POST /api/admin/orders/:id/refunds',
      anOrderDetail({
        refundedAmount: 650,
        refundableAmount: 6236.5,
        refunds: [
          {
            id: 'rfd_1',
            amount: 650,
            reason: 'A chipped piece',
            status: 'processed',
            razorpayRefundId: 'rfnd_Abcdefghijklmn',
            createdAt: '2026-11-21T05:30:00.000Z',
            by: 'Meena',
          },
        ],
      }),
    );
    show();
    await user.type(await screen.findByLabelText(/^Amount/), '650');
    await user.type(screen.getByLabelText('Reason the shopper will see'), 'A chipped piece');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₹650 refunded through Razorpay.');
    expect(screen.getByText(/A chipped piece/)).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/admin/orders/:id/refunds')).toEqual([
      { amount: 650, reason: 'A chipped piece' },
    ]);
  });

  it("says how much staff may refund, and shows the API's refusal of a larger refund", async () => {
    const user = userEvent.setup();
    const refusal =
      "Only the shop's owner can refund more than ₹5,000 of an order. Ask the owner to make this refund.";
    answer('GET /api/admin/orders/:id', anOrderDetail());
    answer('POST /api/admin/orders/:id/refunds', failure(403, refusal));
    show();
    const amount = await screen.findByLabelText(/^Amount/);
    expect(amount).toHaveAccessibleDescription(
      'Staff may refund up to ₹5,000 of an order in all; only the owner can refund more.',
    );
    await user.type(amount, '6000');
    await user.type(screen.getByLabelText('Reason the shopper will see'), 'Broken in transit');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('says when the order does not exist', async () => {
    answer('GET /api/admin/orders/:id', failure(404, 'No order has that number.'));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('No order has that number.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("downloads the order's tax invoice by its number, and says so when it cannot", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    vi.mocked(downloadInvoice).mockImplementationOnce(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    vi.mocked(downloadInvoice).mockRejectedValueOnce(new Error('Request failed with status code 503'));
    answer('GET /api/admin/orders/:id', anOrderDetail());
    show();

    await user.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));
    expect(downloadInvoice).toHaveBeenLastCalledWith('BA-10042');
    expect(screen.getByRole('button', { name: 'Preparing invoice...' })).toBeDisabled();
    finish();
    const again = await screen.findByRole('button', { name: 'Download invoice (PDF)' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(again);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice could not be downloaded. Try again.',
    );
    expect(downloadInvoice).toHaveBeenCalledTimes(2);
  });

  it("names the order's invoice by its number once issued, and lists its credit notes to download", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/orders/:id', anOrderDetail());
    answer('GET /api/admin/orders/:id/papers', {
      invoice: { number: 'INV/26-27/00042', issuedAt: '2026-11-20T06:00:00.000Z' },
      creditNotes: [
        {
          number: 'CN/26-27/00007',
          issuedAt: '2026-11-22T06:00:00.000Z',
          amount: 1000,
          reason: 'A dent in the lamp',
        },
      ],
    });
    show();

    expect(await screen.findByText('INV/26-27/00042')).toBeInTheDocument();
    const notes = screen.getByRole('list');
    expect(notes).toHaveTextContent('CN/26-27/00007 · ₹1,000 · A dent in the lamp');
    await user.click(within(notes).getByRole('button', { name: 'Download CN/26-27/00007 (PDF)' }));
    expect(downloadCreditNote).toHaveBeenLastCalledWith('BA-10042', 'CN/26-27/00007');
  });

  it('offers no invoice for an order cancelled before its invoice was issued', async () => {
    answer('GET /api/admin/orders/:id', anOrderDetail({ status: 'cancelled', nextStatuses: [] }));
    show();
    expect(
      await screen.findByText('None: the order was cancelled before its invoice was issued.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice (PDF)' })).not.toBeInTheDocument();
  });

  it("downloads the order's packing slip by its number, and says so when it cannot", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    vi.mocked(downloadPackingSlip).mockImplementationOnce(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    vi.mocked(downloadPackingSlip).mockRejectedValueOnce(new Error('Request failed with status code 503'));
    answer('GET /api/admin/orders/:id', anOrderDetail());
    show();

    await user.click(await screen.findByRole('button', { name: 'Packing slip (PDF)' }));
    expect(downloadPackingSlip).toHaveBeenLastCalledWith('BA-10042');
    expect(screen.getByRole('button', { name: 'Preparing packing slip...' })).toBeDisabled();
    finish();
    await user.click(await screen.findByRole('button', { name: 'Packing slip (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The packing slip could not be downloaded. Try again.',
    );
    expect(downloadPackingSlip).toHaveBeenCalledTimes(2);
  });

  it("shows a gift's message and tells the staff to pack the slip, not the invoice", async () => {
    answer('GET /api/admin/orders/:id', anOrderDetail({ gift: { message: 'Happy Diwali, Amma!' } }));
    show();
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('heading', { name: 'Gift' })).toBeInTheDocument();
    expect(customer).toHaveTextContent(
      'Put the packing slip in the parcel, never the invoice, which shows prices.',
    );
    expect(within(customer).getByText('Happy Diwali, Amma!')).toBeInTheDocument();
  });
});
