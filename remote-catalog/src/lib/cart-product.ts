import type { CartProduct } from '@brass/shared/cart-store';
import type { Product } from '@brass/shared/contracts/catalog';

/**
 * The cart keeps the image path as the API gave it; whoever renders it resolves it with imageUrl(). The
 * stock goes with it, so that the cart refuses more than the stock had.
 */
export function toCartProduct(product: Product): CartProduct {
  return {
    id: product._id,
    name: product.productName,
    image: product.image,
    price: product.price,
    stock: product.stock,
  };
}
