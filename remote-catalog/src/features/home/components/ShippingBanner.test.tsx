import { screen, waitFor } from '@testing-library/react';
import { httpError, mockApi, PENDING } from '../../../testing/mock-api';
import { renderAt } from '@brass/shared/testing/router';
import { DEFAULT_SHIPPING, ShippingBanner } from './ShippingBanner';

afterEach(() => {
  vi.restoreAllMocks();
});

const banner = () => screen.getByRole('complementary', { name: 'Shipping' });

describe('ShippingBanner', () => {
  it('shows the default message and emojis while settings load', () => {
    mockApi({ '/api/settings/shipping-settings': PENDING });
    renderAt('/', <ShippingBanner />);

    expect(banner()).toHaveTextContent(
      `${DEFAULT_SHIPPING.shippingEmoji1}We offer free shipping within India${DEFAULT_SHIPPING.shippingEmoji2}`,
    );
  });

  it('shows the text and emojis from settings', async () => {
    mockApi({
      '/api/settings/shipping-settings': {
        shippingText: 'Free shipping above ₹999',
        shippingEmoji1: '📦',
        shippingEmoji2: '✨',
      },
    });
    renderAt('/', <ShippingBanner />);

    expect(await screen.findByText('Free shipping above ₹999')).toBeVisible();
    expect(banner()).toHaveTextContent('📦Free shipping above ₹999✨');
  });

  it('keeps the defaults and only logs when settings fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ '/api/settings/shipping-settings': httpError(500) });
    renderAt('/', <ShippingBanner />);

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(banner()).toHaveTextContent('We offer free shipping within India');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
