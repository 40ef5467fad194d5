import { useCartStore } from '@brass/shared/cart-store';
import { answer, sentTo, withCacheTags } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { within } from '@testing-library/react';
import CartPage from '../pages/CartPage';
import { answerPricing, defaultPricing } from '../../testing/pricing';
import { answerStock } from '../../testing/stock';
import { renderPage } from './render';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

const renderedPage = (page: string, path: string) =>
  renderPage(
    { page, params: {}, url: `https://shop.test${path}` },
    testRuntimeConfig({ apiBase: 'https://api.example.in' }),
  );
const render = async (page: string, path: string) => (await renderedPage(page, path))?.html;

describe('renderPage (checkout rendered on the server)', () => {
  it('renders the cart’s heading and box, saying it is opening the cart rather than that it is empty', async () => {
    answerPricing();
    const markup = await render('CartPage', '/cart');

    expect(markup).toMatch(/<h1[^>]*>My Cart<\/h1>/);
    expect(markup).toContain('Opening your cart...');
    expect(markup).not.toContain('Your cart is empty.');
    expect(markup).toContain('href="/products"');
  });

  it('sends the shop’s pricing with the shell, so the summary of the shopper’s lines is whole from its first render', async () => {
    answerPricing({ taxRatePercent: 18, deliveryFee: 80, freeDeliveryThreshold: 7500 });
    // As in the host's page: the server-rendered markup is still there while the client-rendered page
    // first renders.
    document.body.innerHTML = (await render('CartPage', '/cart'))!;
    answerStock();
    useCartStore.setState({
      items: [{ id: 'ganesha', name: 'Brass Ganesha', image: '', price: 2499, quantity: 1 }],
    });

    const { container } = renderAt('/cart', <CartPage params={{}} />);

    const summary = within(container).getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Tax (18%)')).toBeInTheDocument();
    expect(within(summary).getByRole('status')).toHaveTextContent('Add ₹5,001 more for free delivery.');
    expect(sentTo('GET /api/settings/pricing')).toHaveLength(1);
  });

  it('renders the checkout’s heading and the cart’s box with nothing of a shopper, and sends the shop’s pricing with it', async () => {
    answerPricing({ taxRatePercent: 18, deliveryFee: 80, freeDeliveryThreshold: 7500 });
    const markup = await render('CheckoutPage', '/checkout');

    expect(markup).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(markup).toContain('Opening your cart...');
    expect(markup).not.toContain('Your cart is empty.');
    expect(markup).not.toContain('Delivery details');
    expect(markup).toContain('"taxRatePercent":18');
    expect(sentTo('GET /api/settings/pricing')).toHaveLength(1);
  });

  it('names the data the shell shows, the shop’s settings, so the host keeps it until the owner changes them', async () => {
    answer('GET /api/settings/pricing', withCacheTags('settings', defaultPricing));
    const page = await renderedPage('CartPage', '/cart');

    expect(page?.status).toBe(200);
    expect(page?.tags).toEqual(['settings']);
  });
});
