import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../support/chromium';

export interface CheckoutFigures {
  /** JavaScript on the wire for a cold first visit of /checkout by a signed-in shopper with a cart. */
  checkoutJsBytesOnWire: number;
  /** From the click on Place Order to the success dialog, including the click on Pay in the sandbox. */
  placeOrderToSuccessMs: number;
  /** From the click on Pay to the success dialog: verify, order creation, cart emptied. */
  payToSuccessMs: number;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function fillDeliveryForm(page: Page): Promise<void> {
  const checkout = page.locator('[data-boundary="checkout"]');
  const fields: [string, string][] = [
    ['First name', 'Meera'],
    ['Last name', 'Krishnan'],
    ['Phone', '9840012345'],
    ['Address', '14 Kapaleeshwarar Koil Street'],
    ['City', 'Chennai'],
    ['Region/State', 'Tamil Nadu'],
    ['Zip/Pincode', '600028'],
  ];
  for (const [name, value] of fields) await checkout.getByRole('textbox', { name, exact: true }).fill(value);
  await checkout.getByRole('radio', { checked: true }).waitFor();
}

/**
 * One real paid order through the composed shop and the sandbox, as a shopper makes it: what
 * /checkout downloads, and how long Place Order takes to reach the success dialog.
 */
export async function measureCheckout(hostUrl: string, apiUrl: string): Promise<CheckoutFigures> {
  const email = `bench.${Date.now()}@example.in`;
  const session = await postJson<{ user: unknown; token: string }>(`${apiUrl}/api/users/register`, {
    name: 'Bench Shopper',
    email,
    password: 'brass-bench-2026',
  });
  const products = (await (await fetch(`${apiUrl}/api/products`)).json()) as {
    _id: string;
    productName: string;
    price: number;
    image: string;
  }[];
  const product = products[0];
  if (!product) throw new Error('The catalogue is empty');
  const cart = [
    { id: product._id, name: product.productName, image: product.image, price: product.price, quantity: 1 },
  ];

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ({ items, stored }) => {
        if (localStorage.getItem('bench-seeded')) return;
        localStorage.setItem('bench-seeded', '1');
        localStorage.setItem('cart', JSON.stringify(items));
        localStorage.setItem('token', stored.token);
        localStorage.setItem('user', JSON.stringify(stored.user));
      },
      { items: cart, stored: session },
    );
    const page = await context.newPage();
    const scriptSizes: Promise<number>[] = [];
    const countScripts = (request: import('@playwright/test').Request) => {
      if (request.resourceType() === 'script')
        scriptSizes.push(request.sizes().then((sizes) => sizes.responseBodySize));
    };
    page.on('requestfinished', countScripts);
    await page.goto(`${hostUrl}/checkout`, { waitUntil: 'networkidle' });
    page.off('requestfinished', countScripts);
    const checkoutJsBytesOnWire = (await Promise.all(scriptSizes)).reduce((sum, bytes) => sum + bytes, 0);

    await fillDeliveryForm(page);
    const startedAt = Date.now();
    await page.locator('[data-boundary="checkout"]').getByRole('button', { name: 'Place Order' }).click();
    const razorpay = page.getByRole('dialog', { name: 'Razorpay Sandbox' });
    await razorpay.getByRole('button', { name: 'Pay' }).waitFor();
    const payAt = Date.now();
    await razorpay.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('dialog', { name: 'Order Placed Successfully!' }).waitFor({ timeout: 30_000 });
    const doneAt = Date.now();
    return {
      checkoutJsBytesOnWire,
      placeOrderToSuccessMs: doneAt - startedAt,
      payToSuccessMs: doneAt - payAt,
    };
  } finally {
    await browser.close();
  }
}
