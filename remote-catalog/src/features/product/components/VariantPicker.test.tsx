import { useCartStore } from '@brass/shared/cart-store';
import type { ProductVariant } from '@brass/shared/contracts/catalog';
import { useToastStore } from '@brass/shared/toast-store';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { makeProductDetail } from '../../../../testing/products';
import { noReviews } from '../../../../testing/reviews';
import ProductPage from '../../../pages/ProductPage';

const variant = (
  key: string,
  values: Record<string, string>,
  price: number,
  stock: number,
): ProductVariant => ({
  _id: `saraswati--${key}`,
  key,
  productName: `Saraswati (${Object.values(values).join(', ')})`,
  sku: `SV-${key}`,
  values,
  price,
  compareAtPrice: null,
  stock,
  weightKg: 1.8,
});

const saraswati = makeProductDetail('saraswati', {
  productName: 'Saraswati',
  price: 6900,
  stock: 30,
  options: [
    { name: 'Size', values: ['9 inch', '12 inch'] },
    { name: 'Finish', values: ['Natural', 'Antique'] },
  ],
  variants: [
    variant('9-inch-natural', { Size: '9 inch', Finish: 'Natural' }, 6900, 0),
    variant('9-inch-antique', { Size: '9 inch', Finish: 'Antique' }, 7200, 10),
    variant('12-inch-natural', { Size: '12 inch', Finish: 'Natural' }, 10900, 20),
  ],
});

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useToastStore.setState({ toasts: [] });
  answer('GET /api/products/:id/related', []);
  answer('GET /api/products/:id/reviews/summary', noReviews);
  answer('GET /api/products/saraswati', saraswati);
});

const renderAtAddress = (path: string) => renderAt(path, <ProductPage params={{ id: 'saraswati' }} />);

describe('a product sold in sizes and finishes', () => {
  it('opens on the first size in stock, says which values are sold out, and moves to a variant that is made', async () => {
    renderAtAddress('/product/saraswati');
    const size = await screen.findByRole('group', { name: /^Size/ });
    expect(within(size).getByRole('radio', { name: '9 inch' })).toBeChecked();
    const finish = screen.getByRole('group', { name: /^Finish/ });
    expect(within(finish).getByRole('radio', { name: 'Antique' })).toBeChecked();
    expect(within(finish).getByRole('radio', { name: 'Natural, sold out' })).toBeEnabled();
    expect(screen.getByText('₹7,200')).toBeVisible();

    await userEvent.click(within(size).getByRole('radio', { name: '12 inch' }));
    // No 12 inch in Antique: the 12 inch that is made is chosen, finish and all.
    expect(within(finish).getByRole('radio', { name: 'Natural' })).toBeChecked();
    expect(screen.getByText('₹10,900')).toBeVisible();
    await userEvent.click(within(finish).getByRole('radio', { name: 'Antique' }));
    expect(within(size).getByRole('radio', { name: '9 inch' })).toBeChecked();
  });

  it('keeps the chosen variant in the address and puts that variant in the cart', async () => {
    const { location } = renderAtAddress('/product/saraswati?variant=12-inch-natural');
    expect(await screen.findByText('₹10,900')).toBeVisible();
    // The 9 inch in the chosen finish is sold out: it is shown, with the way to ask for it.
    await userEvent.click(screen.getByRole('radio', { name: '9 inch, sold out' }));
    expect(location.history.at(-1)).toBe('/product/saraswati?variant=9-inch-natural');
    await userEvent.click(screen.getByRole('radio', { name: 'Antique' }));
    expect(location.history.at(-1)).toBe('/product/saraswati?variant=9-inch-antique');

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({
        id: 'saraswati--9-inch-antique',
        name: 'Saraswati (9 inch, Antique)',
        price: 7200,
      }),
    ]);
  });

  it('offers the alert instead of Add to Cart for a sold-out variant', async () => {
    renderAtAddress('/product/saraswati?variant=9-inch-natural');
    expect(await screen.findByText('₹6,900')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tell me when it is back' })).toBeVisible();
  });
});
