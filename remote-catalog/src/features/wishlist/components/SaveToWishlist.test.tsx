import { useAuthStore } from '@brass/shared/auth-store';
import type { SavedPiece } from '@brass/shared/contracts/wishlist';
import { answer, bodiesSentTo, failure, sentTo } from '@brass/shared/testing/api-mock';
import { memoryLocation, renderAt } from '@brass/shared/testing/router';
import { useToastStore } from '@brass/shared/toast-store';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useListWantedStore } from '../stores/list-wanted-store';
import { useSavedPiecesStore } from '../stores/saved-pieces-store';
import { SaveToWishlist } from './SaveToWishlist';

const meera = {
  token: 'token-of-meera',
  user: { id: 'usr_meera', name: 'Meera', email: 'meera@example.in' },
};

const piece = (id: string, overrides: Partial<SavedPiece> = {}): SavedPiece => ({
  _id: id,
  productName: `Brass ${id}`,
  price: 1200,
  image: `/images/products/${id}-480.webp`,
  stock: 8,
  ...overrides,
});

const storedList = () => JSON.parse(localStorage.getItem('wishlist') ?? 'null') as unknown;
const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));

const renderHeart = (withListLink = false) =>
  renderAt(
    '/products',
    <SaveToWishlist productId="ganesha" productName="Seated Ganesha" withListLink={withListLink} />,
  );

const heart = () => screen.getByRole('button', { name: /Seated Ganesha/ });

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().logout();
  useSavedPiecesStore.setState({ ids: [], owner: undefined, readFailed: false });
  useListWantedStore.setState({ wanted: false });
  useToastStore.setState({ toasts: [] });
});

describe('the heart, for a visitor', () => {
  it('saves the piece in this browser, then removes it, saying each', async () => {
    renderHeart();
    const user = userEvent.setup();
    expect(heart()).toHaveAccessibleName('Save Seated Ganesha to your wishlist');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).toHaveAccessibleName('Save Seated Ganesha to your wishlist');
    expect(storedList()).toEqual(['ganesha']);
    expect(toasts()).toEqual([{ message: 'Seated Ganesha saved to your wishlist!', type: 'success' }]);

    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(storedList()).toBeNull();
    expect(toasts().at(-1)).toEqual({ message: 'Seated Ganesha removed from your wishlist!', type: 'info' });
    // Nothing of a visitor's list goes to the server.
    expect(sentTo('PUT /api/wishlist/:id')).toEqual([]);
  });

  it('shows a piece saved on an earlier visit as saved once the page runs', async () => {
    localStorage.setItem('wishlist', JSON.stringify(['krishna', 'ganesha']));
    renderHeart();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('is rendered not saved on the server, whatever the browser keeps, so the live page takes it over unchanged', () => {
    localStorage.setItem('wishlist', JSON.stringify(['ganesha']));
    const html = renderToString(
      memoryLocation('/products').wrap(<SaveToWishlist productId="ganesha" productName="Seated Ganesha" />),
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Save Seated Ganesha to your wishlist"');
  });

  it('ignores what is not a list of product ids in the browser', async () => {
    localStorage.setItem('wishlist', '{"ganesha":true}');
    renderHeart();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(storedList()).toEqual(['ganesha']);
  });

  it('leads to the wishlist from beside a saved piece, where the page has room', async () => {
    renderHeart(true);
    expect(screen.queryByRole('link', { name: 'View your wishlist' })).not.toBeInTheDocument();
    await userEvent.setup().click(heart());
    expect(await screen.findByRole('link', { name: 'View your wishlist' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
  });
});

describe('the heart, for a signed-in shopper', () => {
  beforeEach(() => {
    useAuthStore.getState().login(meera);
  });

  it("shows the account's list and saves on the server, as the shopper", async () => {
    answer('GET /api/wishlist', { pieces: [piece('krishna')] });
    answer('PUT /api/wishlist/:id', { pieces: [piece('ganesha'), piece('krishna')] });
    renderHeart();
    await waitFor(() => expect(useSavedPiecesStore.getState().owner).toBe('usr_meera'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    const [put] = sentTo('PUT /api/wishlist/:id');
    expect(put?.path).toBe('/api/wishlist/ganesha');
    expect(put?.authorization).toBe('Bearer token-of-meera');
    // The account keeps it, not the browser.
    expect(storedList()).toBeNull();
  });

  it('puts the heart back and says why when the server refuses', async () => {
    answer('GET /api/wishlist', { pieces: [] });
    answer(
      'PUT /api/wishlist/:id',
      failure(409, 'You can save up to 100 pieces. Remove one to save another.'),
    );
    renderHeart();
    await waitFor(() => expect(useSavedPiecesStore.getState().owner).toBe('usr_meera'));

    await userEvent.setup().click(heart());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { message: 'You can save up to 100 pieces. Remove one to save another.', type: 'error' },
      ]),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('signing in', () => {
  it("reads no list on a visitor's page with nothing saved, until the visitor signs in", async () => {
    answer('GET /api/wishlist', { pieces: [piece('ganesha')] });
    renderHeart();
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(useSavedPiecesStore.getState().owner).toBeUndefined();
    expect(sentTo('GET /api/wishlist')).toEqual([]);

    act(() => useAuthStore.getState().login(meera));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(sentTo('GET /api/wishlist')[0]?.authorization).toBe('Bearer token-of-meera');
  });

  it("adds what the visitor saved to the account's list once, and clears it from the browser", async () => {
    localStorage.setItem('wishlist', JSON.stringify(['ganesha', 'urli']));
    answer('POST /api/wishlist/merge', { pieces: [piece('ganesha'), piece('urli'), piece('krishna')] });
    answer('GET /api/wishlist', { pieces: [piece('ganesha'), piece('urli'), piece('krishna')] });
    const { unmount } = renderHeart();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));

    act(() => useAuthStore.getState().login(meera));
    await waitFor(() => expect(useSavedPiecesStore.getState().owner).toBe('usr_meera'));
    expect(bodiesSentTo('POST /api/wishlist/merge')).toEqual([{ productIds: ['ganesha', 'urli'] }]);
    expect(sentTo('POST /api/wishlist/merge')[0]?.authorization).toBe('Bearer token-of-meera');
    expect(storedList()).toBeNull();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    // The next page of the visit merges nothing again.
    unmount();
    renderHeart();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(sentTo('POST /api/wishlist/merge')).toHaveLength(1);
  });

  it('shows the browser list again, empty, once the shopper signs out', async () => {
    answer('GET /api/wishlist', { pieces: [piece('ganesha')] });
    useAuthStore.getState().login(meera);
    renderHeart();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));

    act(() => useAuthStore.getState().logout());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(useSavedPiecesStore.getState().owner).toBeNull();
  });
});
