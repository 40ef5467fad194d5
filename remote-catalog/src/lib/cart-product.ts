import type { CartProduct } from '@brass/shared/cart-store';
import type { Product } from '@brass/shared/contracts/catalog';

/**
 * What a card sells: the product, or for one sold in sizes or finishes the variant its card offers,
 * with that variant's id, name, price and stock.
 */
export const cardPiece = (product: Product): Product =>
  product.variant ? { ...product, ...product.variant } : product;

/**
 * The cart keeps the image path as the API gave it; whoever renders it resolves it with imageUrl(). The
 * stock goes with it, so that the cart refuses more than the stock had.
 */
export function toCartProduct(product: Product): CartProduct {
  const piece = cardPiece(product);
  return {
    id: piece._id,
    name: piece.productName,
    image: piece.image,
    price: piece.price,
    stock: piece.stock,
  };
}
