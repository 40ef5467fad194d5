import { expect } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { call } from '../account/shop-api';
import { ownerSession } from '../admin/back-office';

/**
 * Sets the shop's stock for a journey the way the owner does, through the back office's API: no
 * order is made, so Most Popular and every other journey's products stay as they were. (An unpaid
 * payment order holds nothing, so shoppers cannot sell a product out without buying.)
 */

export interface StockedProduct {
  _id: string;
  productName: string;
  price: number;
  image: string;
}

const shop = <T>(method: string, path: string, body?: unknown, token?: string) =>
  call<T>(shopUrls.api, method, path, body, token);

/**
 * Products no other journey uses: the oldest of the catalogue (the journeys take the newest), none of
 * Most Popular (the home journeys add from it), and of the cheaper ones.
 */
export async function quietProducts(count: number): Promise<StockedProduct[]> {
  const [catalogue, popular] = await Promise.all([
    shop<StockedProduct[]>('GET', '/api/products'),
    shop<StockedProduct[]>('GET', '/api/most-popular'),
  ]);
  const popularIds = new Set(popular.map((product) => product._id));
  const quiet = catalogue
    .toReversed()
    .filter((product) => !popularIds.has(product._id) && product.price <= 5000)
    .slice(0, count);
  expect(quiet, 'quiet products in the catalogue').toHaveLength(count);
  return quiet;
}

const stockOf = async (productId: string) =>
  (await shop<{ items: { stock: number }[] }>('GET', `/api/availability?ids=${productId}`)).items[0]!.stock;

interface AdminProduct {
  name: string;
  description: string;
  price: number;
  compareAtPrice: number | null;
  category: string;
  isNewArrival: boolean;
  isPopular: boolean;
  stock: number;
  facts: unknown;
}

/** Leaves `left` pieces of the product in stock, saved by the owner as the product form saves. */
export async function setStock(product: StockedProduct, left: number): Promise<void> {
  const { token } = await ownerSession();
  const path = `/api/admin/products/${encodeURIComponent(product._id)}`;
  const loaded = await shop<AdminProduct>('GET', path, undefined, token);
  const { name, description, price, compareAtPrice, category, isNewArrival, isPopular, facts } = loaded;
  await shop(
    'PUT',
    path,
    {
      ...{ name, description, price, compareAtPrice, category, isNewArrival, isPopular, facts },
      stock: left,
      loadedStock: loaded.stock,
    },
    token,
  );
  expect(await stockOf(product._id)).toBe(left);
}
