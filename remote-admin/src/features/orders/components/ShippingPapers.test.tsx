import { MemoryRouter } from '@brass/shared/router';
import { answer } from '@brass/shared/testing/api-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrderSummary } from '../../../../testing/orders';
import { downloadPickupManifest } from '../api/download-pickup-manifest';
import { printLabels } from '../api/print-labels';
import { printPackingSlips } from '../api/print-packing-slips';
import { OrdersList } from './OrdersList';

// The PDFs are the API's and Shiprocket's to make (their tests read them); here, what the staff ask for.
vi.mock('../api/print-labels', () => ({ printLabels: vi.fn() }));
vi.mock('../api/print-packing-slips', () => ({ printPackingSlips: vi.fn() }));
vi.mock('../api/download-pickup-manifest', () => ({ downloadPickupManifest: vi.fn() }));

async function showOrders() {
  answer('GET /api/admin/orders', {
    orders: [
      anOrderSummary(),
      anOrderSummary({ id: 'BA-10043', orderNumber: 'BA-10043', awb: '98765432109876' }),
      anOrderSummary({ id: 'BA-10044', orderNumber: 'BA-10044', awb: null, paymentMethod: 'cod' }),
    ],
    total: 3,
    page: 1,
    pageSize: 25,
  });
  render(
    <MemoryRouter initialEntries={['/admin/orders']}>
      <OrdersList />
    </MemoryRouter>,
  );
  return screen.findByRole('region', { name: 'Shipping papers' });
}

describe('ShippingPapers', () => {
  it('prints the labels and packing slips of the orders chosen, by their checkboxes', async () => {
    const user = userEvent.setup();
    const papers = await showOrders();
    const labels = within(papers).getByRole('button', { name: 'Print labels' });
    expect(labels).toBeDisabled();
    expect(papers).toHaveTextContent('Choose orders to print their labels and packing slips.');

    await user.click(screen.getByRole('checkbox', { name: 'Select BA-10042' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select BA-10043' }));
    expect(papers).toHaveTextContent('2 orders chosen.');
    expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toHaveProperty('indeterminate', true);
    await user.click(labels);
    expect(printLabels).toHaveBeenLastCalledWith(['BA-10042', 'BA-10043']);
    expect(await within(papers).findByRole('status')).toHaveTextContent('Labels saved for 2 orders.');

    await user.click(within(papers).getByRole('button', { name: 'Print packing slips' }));
    expect(printPackingSlips).toHaveBeenLastCalledWith(['BA-10042', 'BA-10043']);
    expect(await within(papers).findByText('Packing slips saved for 2 orders.')).toBeInTheDocument();
  });

  it('chooses every order shown at once, and leaves out of the labels those without an AWB, named', async () => {
    const user = userEvent.setup();
    const papers = await showOrders();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(papers).toHaveTextContent('3 orders chosen.');
    await user.click(within(papers).getByRole('button', { name: 'Print labels' }));
    expect(printLabels).toHaveBeenLastCalledWith(['BA-10042', 'BA-10043']);
    expect(await within(papers).findByRole('status')).toHaveTextContent(
      'Labels saved for 2 orders. Left out, with no AWB yet: BA-10044.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(papers).toHaveTextContent('Choose orders to print their labels and packing slips.');
    await user.click(screen.getByRole('checkbox', { name: 'Select BA-10044' }));
    vi.mocked(printLabels).mockClear();
    await user.click(within(papers).getByRole('button', { name: 'Print labels' }));
    expect(await within(papers).findByRole('alert')).toHaveTextContent(
      'No label to print: BA-10044 has no AWB yet.',
    );
    expect(printLabels).not.toHaveBeenCalled();
  });

  it("makes today's pickup manifest, and shows why not when it cannot", async () => {
    const user = userEvent.setup();
    const papers = await showOrders();
    const manifest = within(papers).getByRole('button', { name: 'Pickup manifest' });
    await user.click(manifest);
    expect(downloadPickupManifest).toHaveBeenCalledTimes(1);
    expect(await within(papers).findByRole('status')).toHaveTextContent(
      "Pickup asked for, and the manifest of today's shipments saved.",
    );

    vi.mocked(downloadPickupManifest).mockRejectedValueOnce(
      new Error('No order was marked shipped today, so there is no pickup manifest to make.'),
    );
    await user.click(manifest);
    expect(await within(papers).findByRole('alert')).toHaveTextContent(
      'No order was marked shipped today, so there is no pickup manifest to make.',
    );
  });
});
