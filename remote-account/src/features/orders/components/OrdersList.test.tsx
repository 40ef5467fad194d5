import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { answer, failure, heldAnswer, malformed, sentRequests, sentTo } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { anOrder } from '../../../../testing/orders';
import { OrdersList } from './OrdersList';

/** On My Orders, whose rows link to each order's own page. */
const render = (ui: ReactElement) => renderAt('/orders', ui);

const images = new Map([['prd_ganesha', '/images/products/ganesha-480.webp']]);

const rowButton = (id: string) => screen.getByRole('button', { name: new RegExp(`Order #${id}`) });

const trackedOrder = anOrder({ _id: 'ord_tracked', status: 'shipped', shiprocketAwbCode: 'AWB123456' });

describe('OrdersList', () => {
  it('shows each order closed, with its number, en-IN date, status, total in rupees', () => {
    render(
      <OrdersList
        orders={[anOrder(), anOrder({ _id: 'ord_second', totalAmount: 123456, shiprocketAwbCode: 'AWB9' })]}
        productImages={images}
      />,
    );

    const first = rowButton('ord_k3v9x0q2m7ta');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveTextContent('Order #ord_k3v9x0q2m7ta');
    expect(first).toHaveTextContent('21 Nov 2025');
    expect(first).toHaveTextContent('preparing');
    expect(first).toHaveTextContent('₹2,886.50');
    expect(first).not.toHaveTextContent('Tracked');
    expect(rowButton('ord_second')).toHaveTextContent('Tracked');
    expect(rowButton('ord_second')).toHaveTextContent('₹1,23,456');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens one order at a time, and a click on the open one closes it', async () => {
    const user = userEvent.setup();
    render(
      <OrdersList orders={[anOrder({ _id: 'ord_a' }), anOrder({ _id: 'ord_b' })]} productImages={images} />,
    );

    await user.click(rowButton('ord_a'));
    expect(rowButton('ord_a')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: /Order #ord_a/ })).toBeInTheDocument();

    await user.click(rowButton('ord_b'));
    expect(rowButton('ord_a')).toHaveAttribute('aria-expanded', 'false');
    expect(rowButton('ord_b')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: /Order #ord_b/ })).toBeInTheDocument();

    await user.click(rowButton('ord_b'));
    expect(rowButton('ord_b')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    render(<OrdersList orders={[anOrder()]} productImages={images} />);
    await user.tab();
    expect(rowButton('ord_k3v9x0q2m7ta')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(rowButton('ord_k3v9x0q2m7ta')).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['delivered', 'green'],
    ['preparing', 'yellow'],
    ['shipped', 'blue'],
    ['Delivered', 'green'],
    ['cancelled', 'grey'],
    ['pending', 'grey'],
  ])('colours the %s badge %s', (status, colour) => {
    render(<OrdersList orders={[anOrder({ status })]} productImages={images} />);
    const badge = within(rowButton('ord_k3v9x0q2m7ta')).getByText(status);
    expect(badge).toHaveClass('badge', colour);
  });

  it('shows the address and the items, with the catalogue image or the default logo', async () => {
    const order = anOrder({
      products: [
        { productId: 'prd_ganesha', productName: 'Brass Ganesha Idol', quantity: 2, price: 2499 },
        { productId: 'prd_gone', productName: 'Retired Diya', quantity: 1, price: 350.5 },
      ],
    });
    render(<OrdersList orders={[order]} productImages={images} />);
    await userEvent.click(rowButton(order._id));

    const region = screen.getByRole('region');
    expect(
      within(region).getByRole('link', { name: 'Order page: delivery date, payment and invoice' }),
    ).toHaveAttribute('href', '/orders/BA-10042');
    expect(within(region).getByRole('heading', { level: 3, name: 'Shipping address' })).toBeInTheDocument();
    expect(region.querySelector('address')).toHaveTextContent(
      'Asha Iyer12 Temple StreetChennai, Tamil Nadu 600004Phone: 9876543210',
    );

    const table = within(region).getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Name', 'Qty', 'Price']);
    const [, ganeshaRow, diyaRow] = within(table).getAllByRole('row');
    expect(
      within(ganeshaRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Brass Ganesha Idol', '2', '₹2,499']);
    expect(ganeshaRow!.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/images/products/ganesha-480.webp',
    );
    expect(diyaRow).toHaveTextContent('₹350.50');
    expect(diyaRow!.querySelector('img')).toHaveAttribute('src', 'http://api.test/images/logo.png');
  });

  it('shows no tracking box without an AWB code', async () => {
    render(<OrdersList orders={[anOrder()]} productImages={images} />);
    await userEvent.click(rowButton('ord_k3v9x0q2m7ta'));
    expect(screen.queryByRole('button', { name: 'Track Shipment' })).not.toBeInTheDocument();
  });
});

describe('OrdersList tracking', () => {
  it('loads the tracking once on Track Shipment, then shows status and events', async () => {
    const user = userEvent.setup();
    const tracking = heldAnswer();
    answer('GET /api/shiprocket/track/AWB123456', tracking.answer);
    render(<OrdersList orders={[trackedOrder, anOrder({ _id: 'ord_other' })]} productImages={images} />);

    await user.click(rowButton('ord_tracked'));
    expect(screen.getByText('AWB123456')).toBeInTheDocument();
    expect(screen.queryByText('Loading tracking information...')).not.toBeInTheDocument();
    expect(sentRequests()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Track Shipment' }));
    expect(screen.getByText('Loading tracking information...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track Shipment' })).toBeDisabled();
    tracking.release({
      trackingInfo: {
        status: 'In Transit',
        tracking_data: [
          { status: 'Shipped', location: 'Chennai Hub', timestamp: '2025-11-22T09:15:00.000Z' },
          { status: 'Picked up', location: 'Chennai', timestamp: '2025-11-21T16:00:00.000Z' },
        ],
      },
    });

    expect(await screen.findByText('In Transit')).toBeInTheDocument();
    expect(screen.queryByText('Loading tracking information...')).not.toBeInTheDocument();
    const events = screen.getAllByRole('listitem').filter((item) => item.closest('section'));
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringMatching(/^ShippedChennai Hub · 22 Nov 2025, /),
      expect.stringMatching(/^Picked upChennai · 21 Nov 2025, /),
    ]);

    // Closing and reopening, or opening another order in between, shows what was fetched.
    await user.click(rowButton('ord_tracked'));
    await user.click(rowButton('ord_other'));
    await user.click(rowButton('ord_tracked'));
    expect(screen.getByText('In Transit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track Shipment' })).toBeDisabled();
    expect(sentTo('GET /api/shiprocket/track/AWB123456')).toHaveLength(1);
  });

  it("shows 'Unknown' when the courier gives no status", async () => {
    answer('GET /api/shiprocket/track/AWB123456', { trackingInfo: { tracking_data: [] } });
    render(<OrdersList orders={[trackedOrder]} productImages={images} />);
    await userEvent.click(rowButton('ord_tracked'));
    await userEvent.click(screen.getByRole('button', { name: 'Track Shipment' }));
    expect(await screen.findByText('Unknown')).toBeInTheDocument();
  });

  it("shows 'Unable to fetch tracking information' in red on failure, and may be tried again", async () => {
    const user = userEvent.setup();
    let healthy = false;
    answer('GET /api/shiprocket/track/AWB123456', () =>
      healthy
        ? { trackingInfo: { status: 'Delivered', tracking_data: [] } }
        : failure(502, 'Shiprocket is unavailable'),
    );
    render(<OrdersList orders={[trackedOrder]} productImages={images} />);
    await user.click(rowButton('ord_tracked'));
    await user.click(screen.getByRole('button', { name: 'Track Shipment' }));

    const error = await screen.findByText('Unable to fetch tracking information');
    expect(error).toHaveClass('error');
    expect(screen.getByRole('button', { name: 'Track Shipment' })).toBeEnabled();

    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Track Shipment' }));
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByText('Unable to fetch tracking information')).not.toBeInTheDocument();
    expect(sentTo('GET /api/shiprocket/track/AWB123456')).toHaveLength(2);
  });

  it('treats an answer without trackingInfo as a failure', async () => {
    answer('GET /api/shiprocket/track/AWB123456', malformed({ error: 'AWB not found' }));
    render(<OrdersList orders={[trackedOrder]} productImages={images} />);
    await userEvent.click(rowButton('ord_tracked'));
    await userEvent.click(screen.getByRole('button', { name: 'Track Shipment' }));
    expect(await screen.findByText('Unable to fetch tracking information')).toBeInTheDocument();
  });
});
