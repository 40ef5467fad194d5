import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';

/** Sets the stage for the checkout journeys: an account, a cart, an address. */

export interface Session {
  user: { id: string; name: string; email: string };
  token: string;
}

export interface CartItem {
  id: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
}

export const address = {
  firstName: 'Meera',
  lastName: 'Krishnan',
  phone: '9840012345',
  address1: '14 Kapaleeshwarar Koil Street',
  city: 'Chennai',
  region: 'Tamil Nadu',
} as const;

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${shopUrls.api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `POST ${path} answered ${response.status}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** A fresh account with a known password, so a journey can also sign in through the form. */
export async function newAccount(name = 'Meera Krishnan') {
  const email = `checkout.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'brass-diya-2025';
  await post('/api/users/register', { name, email, password });
  const session = await post<Session>('/api/users/login', { email, password });
  return { email, password, session };
}

/**
 * Follows the confirmation link mailed to `email` at registration, as its owner would; cash on delivery
 * needs it. The API's sender hands the mail to the sandbox within a pass or two.
 */
export async function confirmEmail(email: string): Promise<void> {
  let token: string | undefined;
  await expect(async () => {
    const response = await fetch(`${shopUrls.sandbox}/__sandbox/mail.json`);
    const { messages } = (await response.json()) as { messages: { to: string[]; text: string }[] };
    token = messages
      .find((message) => message.to.includes(email))
      ?.text.match(/confirm-email\?token=([^\s&]+)/)?.[1];
    expect(token).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  await post('/api/users/confirm-email', { token });
}

interface ListedProduct {
  _id: string;
  productName: string;
  price: number;
  image: string;
  stock: number;
  options?: unknown[];
}

/**
 * The catalogue's products sold as they are: one sold only in sizes is not a piece a cart can hold, and
 * the cart would say so.
 */
async function piecesSoldAsTheyAre(): Promise<ListedProduct[]> {
  const response = await fetch(`${shopUrls.api}/api/products`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as ListedProduct[]).filter((product) => !product.options);
}

function lineOf(product: ListedProduct, quantity: number): CartItem {
  return { id: product._id, name: product.productName, image: product.image, price: product.price, quantity };
}

/** The first `count` catalogue pieces as cart lines, with quantities 1, 2, ... */
export async function cartOf(count: number): Promise<CartItem[]> {
  const products = await piecesSoldAsTheyAre();
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count).map((product, index) => lineOf(product, index + 1));
}

/** The pieces of a product in stock now, as the cart counts them. */
export async function stockOf(productId: string): Promise<number> {
  const response = await fetch(`${shopUrls.api}/api/availability?ids=${encodeURIComponent(productId)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { items: { stock: number }[] }).items[0]!.stock;
}

/** Opens `path` as a returning shopper: the cart and, if given, the session already in storage. */
export async function openWith(page: Page, path: string, cart: CartItem[], session?: Session): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ({ items, stored }) => {
      localStorage.setItem('cart', JSON.stringify(items));
      if (stored) {
        localStorage.setItem('token', stored.token);
        localStorage.setItem('user', JSON.stringify(stored.user));
      }
    },
    { items: cart, stored: session },
  );
  await page.goto(path);
}

/** The checkout remote's part of the page; the shell renders header, footer and toasts around it. */
export const checkout = (page: Page) => page.locator('[data-boundary="checkout"]');

export async function fillAddress(page: Page, zip: string): Promise<void> {
  const field = (name: string) => checkout(page).getByRole('textbox', { name, exact: true });
  await field('First name').fill(address.firstName);
  await field('Last name').fill(address.lastName);
  await field('Phone').fill(address.phone);
  await field('Address').fill(address.address1);
  await field('City').fill(address.city);
  await checkout(page).getByRole('combobox', { name: 'State', exact: true }).selectOption(address.region);
  await field('Zip/Pincode').fill(zip);
}

/** Collects window.alert texts and accepts them, as a shopper pressing OK. */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** ₹ with Indian grouping, as the shop shows money. */
export function rupees(amount: number): string {
  const paise = Math.round(amount * 100);
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: paise % 100 === 0 ? 0 : 2,
  }).format(amount);
}

/**
 * One piece of the cheapest product in stock and sold as it is (not in sizes): an order well inside the
 * cash on delivery limit.
 */
export async function smallCart(): Promise<CartItem[]> {
  const cheapest = (await piecesSoldAsTheyAre())
    .filter((product) => product.stock > 1)
    .toSorted((a, b) => a.price - b.price)[0];
  if (!cheapest) throw new Error('Nothing in stock');
  return [lineOf(cheapest, 1)];
}

/**
 * A new shopper, email confirmed as cash on delivery asks, at the checkout with one small piece for
 * the Chennai address, the first courier chosen and cash on delivery picked. Answers the piece.
 */
export async function cashOnDeliveryCheckout(page: Page, name: string): Promise<CartItem> {
  const { email, session } = await newAccount(name);
  await confirmEmail(email);
  const [line] = await smallCart();
  if (!line) throw new Error('No piece for the cart');
  await openWith(page, '/checkout', [line], session);
  await fillAddress(page, '600004');
  await expect(
    checkout(page).getByRole('radiogroup', { name: 'Shipping options' }).getByRole('radio').first(),
  ).toBeChecked();
  await checkout(page).getByRole('radio', { name: 'Cash on delivery' }).check();
  return line;
}
