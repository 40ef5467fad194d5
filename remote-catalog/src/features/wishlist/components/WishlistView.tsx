import { apiErrorMessage } from '@brass/shared/api-support';
import { useCartStore } from '@brass/shared/cart-store';
import type { SavedPiece } from '@brass/shared/contracts/wishlist';
import { Link } from '@brass/shared/router';
import { toast } from '@brass/shared/toast-store';
import { useState } from 'react';
import buttons from '../../../components/buttons.module.css';
import states from '../../../components/states.module.css';
import { forgetSaved } from '../api/saved-pieces-sync';
import { useSavedList } from '../hooks/use-saved-list';
import { wishlistMessages } from '../utils/wishlist-messages';
import { SavedPieceRow } from './SavedPieceRow';
import styles from './WishlistView.module.css';

/** Pieces of a product in the cart now. */
const inCart = (productId: string) =>
  useCartStore.getState().items.find((item) => item.id === productId)?.quantity ?? 0;

/** /wishlist: the saved pieces with today's price and stock, to move to the cart or remove. */
export function WishlistView() {
  const list = useSavedList();
  const addItem = useCartStore((state) => state.addItem);
  // Pieces taken off the list on this page; the list itself is read once.
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const pieces = list.status === 'success' ? list.data.pieces.filter((piece) => !gone.has(piece._id)) : [];

  /** Whether the piece is off the list; if not, the shopper has been told why. */
  const takeOff = async (piece: SavedPiece): Promise<boolean> => {
    if (!(await forgetSaved(piece._id))) return false;
    setGone((before) => new Set(before).add(piece._id));
    return true;
  };

  const moveToCart = (piece: SavedPiece) => {
    const before = inCart(piece._id);
    addItem({
      id: piece._id,
      name: piece.productName,
      image: piece.image,
      price: piece.price,
      stock: piece.stock,
    });
    // The cart refuses more pieces than are in stock, and says so: the piece then stays saved.
    if (inCart(piece._id) > before) void takeOff(piece);
  };

  const remove = async (piece: SavedPiece) => {
    if (await takeOff(piece)) toast.info(wishlistMessages.removed(piece.productName));
  };

  return (
    <div data-boundary="catalog" className={styles.page}>
      <h1 className={styles.title}>Your Wishlist</h1>
      {list.status === 'success' ? (
        pieces.length > 0 ? (
          <ul className={styles.list} aria-label="Saved pieces">
            {pieces.map((piece) => (
              <SavedPieceRow
                key={piece._id}
                piece={piece}
                onMoveToCart={moveToCart}
                onRemove={(removed) => void remove(removed)}
              />
            ))}
          </ul>
        ) : (
          <div className={states.empty}>
            <p className={styles.emptyText}>
              Your wishlist is empty. Tap the heart on any piece to save it here.
            </p>
            <Link to="/products" className={`${buttons.primary} ${styles.shopLink}`}>
              Browse the shop
            </Link>
          </div>
        )
      ) : list.status === 'error' ? (
        <p className={states.error} role="alert">
          Error: {apiErrorMessage(list.error, 'Could not load your wishlist. Please try again.')}
        </p>
      ) : (
        <p className={states.loading} role="status">
          Loading...
        </p>
      )}
    </div>
  );
}
