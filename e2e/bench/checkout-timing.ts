import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../support/chromium';

export interface CheckoutFigures {
  /** From the click on Place Order to the order's page, including the click on Pay in the sandbox. */
  placeOrderToSuccessMs: number;
  /** From the click on Pay to the order's page: verify, order creation, cart emptied, the page rendered. */
  payToSuccessMs: number;
}

async function fillDeliveryForm(page: Page): Promise<void> {
  const checkout = page.locator('[data-boundary="checkout"]');
  const fields: [string, string][] = [
    ['First name', 'Meera'],
    ['Last name', 'Krishnan'],
    ['Phone', '9840012345'],
    ['Address', '14 Kapaleeshwarar Koil Street'],
    ['City', 'Chennai'],
    ['Zip/Pincode', '600028'],
  ];
  for (const [name, value] of fields) await checkout.getByRole('textbox', { name, exact: true }).fill(value);
  await checkout.getByRole('combobox', { name: 'State', exact: true }).selectOption('Tamil Nadu');
  await checkout
    .getByRole('radiogroup', { name: 'Shipping options' })
    .getByRole('radio', { checked: true })
    .waitFor();
}

/**
 * One real paid order through the composed shop and the sandbox, as a shopper signed in with a cart
 * (`storage`, see shopper.ts) makes it: how long Place Order takes to reach the order's page.
 */
export async function measureCheckout(
  hostUrl: string,
  storage: Record<string, string>,
): Promise<CheckoutFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    // An order in India, the shop's usual one: the checkout picks its country from the locale.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-IN' });
    await context.addInitScript((entries) => {
      if (localStorage.getItem('bench-seeded')) return;
      localStorage.setItem('bench-seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    await page.goto(`${hostUrl}/checkout`, { waitUntil: 'networkidle' });

    await fillDeliveryForm(page);
    const startedAt = Date.now();
    await page.locator('[data-boundary="checkout"]').getByRole('button', { name: 'Place Order' }).click();
    const razorpay = page.getByRole('dialog', { name: 'Razorpay Sandbox' });
    await razorpay.getByRole('button', { name: 'Pay' }).waitFor();
    const payAt = Date.now();
    await razorpay.getByRole('button', { name: 'Pay' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })
      .waitFor({ timeout: 30_000 });
    const doneAt = Date.now();
    return {
      placeOrderToSuccessMs: doneAt - startedAt,
      payToSuccessMs: doneAt - payAt,
    };
  } finally {
    await browser.close();
  }
}
