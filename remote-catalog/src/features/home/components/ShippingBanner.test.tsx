import { screen, waitFor } from '@testing-library/react';
import { answer, failure, pending } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { DEFAULT_SHIPPING, ShippingBanner } from './ShippingBanner';

afterEach(() => {
  vi.restoreAllMocks();
});

const banner = () => screen.getByRole('complementary', { name: 'Shipping' });

describe('ShippingBanner', () => {
  it('shows the default message and emojis while settings load', () => {
    answer('GET /api/settings/shipping-settings', pending());
    renderAt('/', <ShippingBanner />);

    expect(banner()).toHaveTextContent(
      `${DEFAULT_SHIPPING.shippingEmoji1}We offer free shipping within India${DEFAULT_SHIPPING.shippingEmoji2}`,
    );
  });

  it('shows the text and emojis from settings', async () => {
    answer('GET /api/settings/shipping-settings', {
      shippingText: 'Free shipping above ₹999',
      shippingEmoji1: '📦',
      shippingEmoji2: '✨',
    });
    renderAt('/', <ShippingBanner />);

    expect(await screen.findByText('Free shipping above ₹999')).toBeVisible();
    expect(banner()).toHaveTextContent('📦Free shipping above ₹999✨');
  });

  it('keeps the defaults and only logs when settings fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer('GET /api/settings/shipping-settings', failure(500, 'Something went wrong'));
    renderAt('/', <ShippingBanner />);

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(banner()).toHaveTextContent('We offer free shipping within India');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
