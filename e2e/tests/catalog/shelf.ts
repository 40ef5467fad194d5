import { expect } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { deliveryAddress, googleAccount, type TestSession } from '../account/shop-api';

/**
 * Empties the shop's shelves the way shoppers do, through the API: a payment order nobody pays holds its
 * pieces for STOCK_HOLD_MINUTES (30 by default), so the pages count that many fewer meanwhile. No
 * order is made, so Most Popular and every other journey's products stay as they were.
 */

export interface ShelfProduct {
  _id: string;
  productName: string;
  price: number;
}

interface Courier {
  courier_company_id?: number;
  courier_id?: number | string;
  id?: number | string;
  rate: number;
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${shopUrls.api}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path} answered ${response.status}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/**
 * Products no other journey uses: the oldest of the catalogue (the journeys take the newest), none of
 * Most Popular (the home journeys add from it), cheap enough that a whole shelf is one payment order.
 */
export async function quietProducts(count: number): Promise<ShelfProduct[]> {
  const [catalogue, popular] = await Promise.all([
    call<ShelfProduct[]>('GET', '/api/products'),
    call<ShelfProduct[]>('GET', '/api/most-popular'),
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
  (await call<{ items: { stock: number }[] }>('GET', `/api/availability?ids=${productId}`)).items[0]!.stock;

/** Holds `quantity` pieces of the product in an unpaid payment order, as a shopper at checkout does. */
async function hold(session: TestSession, product: ShelfProduct, quantity: number): Promise<void> {
  const cart = [{ productId: product._id, quantity }];
  const quote = await call<{
    quoteId: string;
    shippingCost: { data: { available_courier_companies: Courier[] } };
  }>(
    'POST',
    '/api/shiprocket/calculate-shipping',
    { pickupPincode: '600001', deliveryPincode: deliveryAddress.zip, products: cart },
    session.token,
  );
  const [courier] = quote.shippingCost.data.available_courier_companies.toSorted((a, b) => a.rate - b.rate);
  if (!courier) throw new Error('No courier quoted');
  const subtotal = product.price * quantity;
  await call(
    'POST',
    '/api/razorpay/create-order',
    {
      amount: Math.round((subtotal + courier.rate + Math.round(subtotal * 0.12)) * 100) / 100,
      currency: 'INR',
      receipt: `e2e-shelf-${Date.now()}`,
      cart,
      quoteId: quote.quoteId,
      courierId: courier.courier_company_id ?? courier.courier_id ?? courier.id,
      address: deliveryAddress,
    },
    session.token,
  );
}

/**
 * Leaves `left` pieces of the product on the shelf. Run again while the earlier hold lasts (a reused
 * shop), it finds the shelf already there and holds nothing more.
 */
export async function leaveOnShelf(product: ShelfProduct, left: number): Promise<void> {
  const stock = await stockOf(product._id);
  expect(stock, `${product._id} has at least ${left} pieces`).toBeGreaterThanOrEqual(left);
  if (stock > left) await hold(await googleAccount('Shelf Holder'), product, stock - left);
  expect(await stockOf(product._id)).toBe(left);
}
