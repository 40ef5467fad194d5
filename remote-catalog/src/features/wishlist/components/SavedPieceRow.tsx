import type { SavedPiece } from '@brass/shared/contracts/wishlist';
import { formatRupees } from '@brass/shared/money';
import { Link } from '@brass/shared/router';
import { stockState } from '@brass/shared/stock-state';
import buttons from '../../../components/buttons.module.css';
import { ProductImage } from '../../../components/ProductImage';
import { StockNote } from '../../../components/StockNote';
import styles from './SavedPieceRow.module.css';

interface Props {
  piece: SavedPiece;
  onMoveToCart: (piece: SavedPiece) => void;
  onRemove: (piece: SavedPiece) => void;
}

/** One saved piece: its photo and name lead to its page; a sold-out piece cannot be moved to the cart. */
export function SavedPieceRow({ piece, onMoveToCart, onRemove }: Props) {
  const nameId = `saved-piece-${piece._id}`;
  const address = `/product/${encodeURIComponent(piece._id)}`;

  return (
    <li className={styles.piece}>
      <Link to={address} className={styles.photo} tabIndex={-1} aria-hidden="true">
        <ProductImage path={piece.image} alt="" sizes="96px" width={96} height={96} />
      </Link>
      <div className={styles.about}>
        <h2 id={nameId} className={styles.name}>
          <Link to={address}>{piece.productName}</Link>
        </h2>
        <p className={styles.price}>{formatRupees(piece.price)}</p>
        <StockNote stock={piece.stock} showInStock />
      </div>
      <div className={styles.actions}>
        {piece.options ? (
          // Which size or finish goes in the cart is the shopper's choice, made on the piece's page.
          <Link to={address} className={`${buttons.primary} ${buttons.small}`} aria-describedby={nameId}>
            Choose {piece.options.map((option) => option.name.toLowerCase()).join(' and ')}
          </Link>
        ) : (
          <button
            type="button"
            className={`${buttons.primary} ${buttons.small}`}
            aria-describedby={nameId}
            disabled={stockState(piece.stock).level === 'out'}
            onClick={() => onMoveToCart(piece)}
          >
            Move to cart
          </button>
        )}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          aria-describedby={nameId}
          onClick={() => onRemove(piece)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
