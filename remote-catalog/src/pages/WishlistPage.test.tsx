import { useAuthStore } from '@brass/shared/auth-store';
import { useCartStore } from '@brass/shared/cart-store';
import type { SavedPiece } from '@brass/shared/contracts/wishlist';
import { answer, failure, sentTo } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { useToastStore } from '@brass/shared/toast-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSavedPiecesStore } from '../features/wishlist/stores/saved-pieces-store';
import WishlistPage from './WishlistPage';

const meera = {
  token: 'token-of-meera',
  user: { id: 'usr_meera', name: 'Meera', email: 'meera@example.in' },
};

const ganesha: SavedPiece = {
  _id: 'ganesha',
  productName: 'Seated Ganesha',
  price: 2450,
  image: '/images/products/ganesha-480.webp',
  stock: 12,
};
const diya: SavedPiece = { ...ganesha, _id: 'diya', productName: 'Kuthu Vilakku', price: 1800, stock: 2 };
const urli: SavedPiece = { ...ganesha, _id: 'urli', productName: 'Lotus Urli', price: 900, stock: 0 };

const storedList = () => JSON.parse(localStorage.getItem('wishlist') ?? 'null') as unknown;
const rows = () => within(screen.getByRole('list', { name: 'Saved pieces' })).getAllByRole('listitem');
const rowOf = (name: string) => rows().find((row) => within(row).queryByRole('heading', { name }))!;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().logout();
  useSavedPiecesStore.setState({ ids: [], owner: undefined, readFailed: false });
  useCartStore.setState({ items: [] });
  useToastStore.setState({ toasts: [] });
});

describe('WishlistPage', () => {
  it("lists a visitor's saved pieces at the shop's price, with their stock", async () => {
    localStorage.setItem('wishlist', JSON.stringify(['ganesha', 'diya', 'urli']));
    answer('GET /api/wishlist/pieces', { pieces: [ganesha, diya, urli] });
    const { container } = renderAt('/wishlist', <WishlistPage params={{}} />);

    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'catalog');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
    // The file's first render also pays for loading the page's modules.
    await screen.findByRole('list', { name: 'Saved pieces' }, { timeout: 4000 });
    expect(sentTo('GET /api/wishlist/pieces').map((request) => request.query)).toEqual([
      { ids: 'ganesha,diya,urli' },
    ]);
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Seated Ganesha',
      'Kuthu Vilakku',
      'Lotus Urli',
    ]);
    const first = within(rowOf('Seated Ganesha'));
    expect(first.getByRole('link', { name: 'Seated Ganesha' })).toHaveAttribute('href', '/product/ganesha');
    expect(first.getByText('₹2,450')).toBeVisible();
    expect(first.getByText('In stock')).toBeVisible();
    expect(within(rowOf('Kuthu Vilakku')).getByText('Only 2 left')).toBeVisible();
    expect(within(rowOf('Lotus Urli')).getByText('Out of stock')).toBeVisible();
  });

  it('moves a piece to the cart and off the list; a sold-out piece cannot be moved', async () => {
    localStorage.setItem('wishlist', JSON.stringify(['ganesha', 'urli']));
    answer('GET /api/wishlist/pieces', { pieces: [ganesha, urli] });
    renderAt('/wishlist', <WishlistPage params={{}} />);
    await screen.findByRole('list', { name: 'Saved pieces' });

    expect(within(rowOf('Lotus Urli')).getByRole('button', { name: 'Move to cart' })).toBeDisabled();
    const move = within(rowOf('Seated Ganesha')).getByRole('button', { name: 'Move to cart' });
    expect(move).toHaveAccessibleDescription('Seated Ganesha');
    await userEvent.setup().click(move);

    expect(useCartStore.getState().items).toEqual([
      {
        id: 'ganesha',
        name: 'Seated Ganesha',
        image: '/images/products/ganesha-480.webp',
        price: 2450,
        quantity: 1,
        stock: 12,
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Seated Ganesha' })).not.toBeInTheDocument(),
    );
    expect(storedList()).toEqual(['urli']);
  });

  it('keeps a piece saved when the cart already holds all its stock', async () => {
    localStorage.setItem('wishlist', JSON.stringify(['diya']));
    useCartStore.setState({
      items: [{ id: 'diya', name: 'Kuthu Vilakku', image: diya.image, price: 1800, quantity: 2, stock: 2 }],
    });
    answer('GET /api/wishlist/pieces', { pieces: [diya] });
    renderAt('/wishlist', <WishlistPage params={{}} />);
    await screen.findByRole('list', { name: 'Saved pieces' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Move to cart' }));
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Only 2 left of Kuthu Vilakku',
    ]);
    expect(screen.getByRole('heading', { name: 'Kuthu Vilakku' })).toBeVisible();
    expect(storedList()).toEqual(['diya']);
  });

  it("moves a signed-in shopper's piece off the account's list", async () => {
    useAuthStore.getState().login(meera);
    answer('GET /api/wishlist', { pieces: [ganesha, diya] });
    answer('DELETE /api/wishlist/:id', { pieces: [diya] });
    renderAt('/wishlist', <WishlistPage params={{}} />);
    await screen.findByRole('list', { name: 'Saved pieces' });

    await userEvent
      .setup()
      .click(within(rowOf('Seated Ganesha')).getByRole('button', { name: 'Move to cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Seated Ganesha' })).not.toBeInTheDocument(),
    );
    expect(sentTo('DELETE /api/wishlist/:id').map((request) => request.path)).toEqual([
      '/api/wishlist/ganesha',
    ]);
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual(['ganesha']);
  });

  it('removes a piece, and keeps it listed when the server refuses', async () => {
    useAuthStore.getState().login(meera);
    answer('GET /api/wishlist', { pieces: [ganesha, diya] });
    answer('DELETE /api/wishlist/:id', { pieces: [diya] });
    renderAt('/wishlist', <WishlistPage params={{}} />);
    await screen.findByRole('list', { name: 'Saved pieces' });
    const user = userEvent.setup();

    await user.click(within(rowOf('Seated Ganesha')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe(
      'Seated Ganesha removed from your wishlist!',
    );

    answer('DELETE /api/wishlist/:id', failure(503, 'The shop is busy. Please try again in a moment.'));
    await user.click(within(rowOf('Kuthu Vilakku')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)?.message).toBe(
        'The shop is busy. Please try again in a moment.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Kuthu Vilakku' })).toBeVisible();
  });

  it('leads an empty list back to the shop', async () => {
    renderAt('/wishlist', <WishlistPage params={{}} />);
    expect(await screen.findByText(/Your wishlist is empty/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/products');
    // An empty browser list needs no call.
    expect(sentTo('GET /api/wishlist/pieces')).toEqual([]);
  });

  it('says so when the list cannot be read', async () => {
    useAuthStore.getState().login(meera);
    answer('GET /api/wishlist', failure(503, 'The shop is busy. Please try again in a moment.'));
    renderAt('/wishlist', <WishlistPage params={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The shop is busy. Please try again in a moment.',
    );
  });
});
