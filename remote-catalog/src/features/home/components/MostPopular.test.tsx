import { useCartStore } from '@brass/shared/cart-store';
import { useToastStore } from '@brass/shared/toast-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { answer, failure, pending } from '@brass/shared/testing/api-mock';
import { makeProduct } from '../../../../testing/products';
import { renderAt } from '@brass/shared/testing/router';
import { MostPopular } from './MostPopular';

const ganesha = makeProduct('ganesha', { productName: 'Seated Ganesha', price: 4850 });
const diya = makeProduct('diya', { productName: 'Kuthu Vilakku', price: 12500, image: '' });

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useToastStore.setState({ toasts: [] });
});

describe('MostPopular', () => {
  it('shows the title from settings and a card per product', async () => {
    answer('GET /api/most-popular', [ganesha, diya]);
    answer('GET /api/settings/most-popular-title', { mostPopularTitle: 'Loved by our customers' });
    renderAt('/', <MostPopular />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Loved by our customers' })).toBeVisible();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('NEW')).toBeVisible();
    expect(first.getByRole('heading', { level: 3, name: 'Seated Ganesha' })).toBeVisible();
    expect(first.getByText('₹4,850')).toBeVisible();
    expect(first.getByRole('img', { name: 'Seated Ganesha' })).toHaveAttribute(
      'src',
      'http://api.test/images/products/ganesha-480.webp',
    );
    expect(first.getByRole('link', { name: 'Quick View' })).toHaveAttribute('href', '/product/ganesha');
    expect(within(cards[1]!).getByText('₹12,500')).toBeVisible();
  });

  it("falls back to the title 'Most Popular' when settings fail", async () => {
    answer('GET /api/most-popular', [ganesha]);
    answer('GET /api/settings/most-popular-title', failure(500, 'Something went wrong'));
    renderAt('/', <MostPopular />);

    expect(await screen.findByText('Seated Ganesha')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Most Popular' })).toBeVisible();
  });

  it("shows 'Loading...' while the list loads, without scroll buttons", () => {
    answer('GET /api/most-popular', pending());
    answer('GET /api/settings/most-popular-title', pending());
    renderAt('/', <MostPopular />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('heading', { level: 2, name: 'Most Popular' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Scroll right' })).not.toBeInTheDocument();
  });

  it("shows 'No most popular products.' for an empty list", async () => {
    answer('GET /api/most-popular', []);
    answer('GET /api/settings/most-popular-title', { mostPopularTitle: 'Most Popular' });
    renderAt('/', <MostPopular />);

    expect(await screen.findByText('No most popular products.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Scroll left' })).not.toBeInTheDocument();
  });

  it('shows the empty message, not an error, when the list fails to load', async () => {
    answer('GET /api/most-popular', failure(500, 'Something went wrong'));
    answer('GET /api/settings/most-popular-title', failure(500, 'Something went wrong'));
    renderAt('/', <MostPopular />);

    expect(await screen.findByText('No most popular products.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('scrolls the row 350 px left and right', async () => {
    const scrollBy = vi.fn();
    const original = Element.prototype.scrollBy;
    Element.prototype.scrollBy = scrollBy;
    onTestFinished(() => {
      Element.prototype.scrollBy = original;
    });
    answer('GET /api/most-popular', [ganesha, diya]);
    answer('GET /api/settings/most-popular-title', failure(500, 'Something went wrong'));
    renderAt('/', <MostPopular />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 350, behavior: 'smooth' });
    expect(scrollBy.mock.contexts[0]).toBe(screen.getByRole('list'));

    await user.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -350, behavior: 'smooth' });
  });

  it('puts the product in the cart from Add to Wishlist, with the toast', async () => {
    answer('GET /api/most-popular', [ganesha, diya]);
    answer('GET /api/settings/most-popular-title', failure(500, 'Something went wrong'));
    renderAt('/', <MostPopular />);
    const user = userEvent.setup();

    const card = within((await screen.findByText('Kuthu Vilakku')).closest('li')!);
    await user.click(card.getByRole('button', { name: 'Add to Wishlist' }));

    expect(useCartStore.getState().items).toEqual([
      { id: 'diya', name: 'Kuthu Vilakku', image: '', price: 12500, stock: 25, quantity: 1 },
    ]);
    expect(useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }))).toEqual([
      { message: 'Kuthu Vilakku added to cart!', type: 'success' },
    ]);
  });

  it('saves the product to the wishlist from its heart, leaving the cart as it is', async () => {
    localStorage.removeItem('wishlist');
    answer('GET /api/most-popular', [ganesha, diya]);
    answer('GET /api/settings/most-popular-title', failure(500, 'Something went wrong'));
    renderAt('/', <MostPopular />);

    const card = within((await screen.findByText('Kuthu Vilakku')).closest('li')!);
    const heart = card.getByRole('button', { name: 'Save Kuthu Vilakku to your wishlist' });
    await userEvent.setup().click(heart);

    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(localStorage.getItem('wishlist')).toBe('["diya"]');
    expect(useCartStore.getState().items).toEqual([]);
    localStorage.removeItem('wishlist');
  });

  it("says 'Only N left' or 'Out of stock' on a card, and a sold-out product's Add to Wishlist is disabled", async () => {
    answer('GET /api/most-popular', [
      { ...ganesha, stock: 1 },
      { ...diya, stock: 0 },
    ]);
    answer('GET /api/settings/most-popular-title', failure(500, 'Something went wrong'));
    renderAt('/', <MostPopular />);

    const card = async (name: string) => within((await screen.findByText(name)).closest('li')!);
    expect((await card('Seated Ganesha')).getByText('Only 1 left')).toBeVisible();
    expect((await card('Seated Ganesha')).getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
    expect((await card('Kuthu Vilakku')).getByText('Out of stock')).toBeVisible();
    expect((await card('Kuthu Vilakku')).getByRole('button', { name: 'Add to Wishlist' })).toBeDisabled();
  });
});
