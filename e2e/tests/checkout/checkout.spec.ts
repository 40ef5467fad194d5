import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { tabTo } from '../../support/keyboard';
import { quietProducts, setStock } from '../catalog/set-stock';
import {
  address,
  cartOf,
  checkout,
  fillAddress,
  newAccount,
  openWith,
  recordAlerts,
  stockOf,
  type Session,
} from './shopper';

const options = (page: Page) =>
  checkout(page).getByRole('radiogroup', { name: 'Shipping options' }).getByRole('radio');
const placeOrder = (page: Page) =>
  checkout(page).getByRole('button', { name: /^(Place Order|Processing Payment\.\.\.)$/ });
const razorpay = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Sandbox' });
const summary = (page: Page) => checkout(page).getByRole('region', { name: 'Order summary' });
const zip = (page: Page) => checkout(page).getByRole('textbox', { name: 'Zip/Pincode' });

let account: Awaited<ReturnType<typeof newAccount>>;
let session: Session;

// One account for the file: registration is rate limited, and every journey starts from a fresh cart.
test.beforeAll(async () => {
  account = await newAccount();
  session = account.session;
});

async function readyToPay(page: Page, pincode = '600004') {
  const cart = await cartOf(2);
  await openWith(page, '/checkout', cart, session);
  await fillAddress(page, pincode);
  await expect(options(page).first()).toBeChecked();
  return cart;
}

test.describe('checkout: shipping, payment and the order', () => {
  test("a paid order goes from the cart to the order's page and on to My Orders", async ({ page }) => {
    const cart = await cartOf(2);
    await openWith(page, '/cart', cart, session);
    await checkout(page).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(checkout(page).getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    await fillAddress(page, '600004');
    await expect(options(page)).toHaveCount(3);
    const cheapest = options(page).first();
    await expect(cheapest).toBeChecked();
    await expect(cheapest).toHaveAccessibleName(/^Cheapest/);
    await expect(options(page).nth(1)).toHaveAccessibleName(/^Best/);
    await expect(options(page).nth(2)).toHaveAccessibleName(/^Fast/);

    // Choosing another courier reprices the order.
    await options(page).nth(1).check();
    await expect(summary(page)).toContainText('Shipping (');
    const total =
      (await summary(page)
        .locator('dt', { hasText: /^Total$/ })
        .locator('+ dd')
        .textContent()) ?? '';
    expect(total).toMatch(/^₹[\d,]+(\.\d\d)?$/);

    const placedAt = Date.now();
    await placeOrder(page).click();
    await expect(placeOrder(page)).toHaveText('Processing Payment...');
    await expect(razorpay(page)).toBeVisible();
    await expect(razorpay(page)).toContainText(total.replace(/\.00$/, ''));
    await razorpay(page).getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/orders\/BA-\d+$/);
    const success = page.locator('main [data-boundary="account"]');
    await expect(
      success.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' }),
    ).toBeVisible();
    const elapsed = Date.now() - placedAt;
    test
      .info()
      .annotations.push({ type: "Place Order to the order's page (ms)", description: String(elapsed) });
    console.log(`[checkout] Place Order to the order's page: ${elapsed} ms (includes the click on Pay)`);

    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    await expect(page.getByText('Cart cleared!')).toBeVisible();

    await success.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: /^Order #/ })
        .filter({ hasText: total })
        .first(),
    ).toBeVisible();
  });

  test('dismissing the payment keeps the cart and lets the shopper try again', async ({ page }) => {
    const cart = await readyToPay(page);
    await placeOrder(page).click();
    await razorpay(page).getByRole('button', { name: 'Dismiss' }).click();

    await expect(razorpay(page)).toHaveCount(0);
    await expect(placeOrder(page)).toHaveText('Place Order');
    await expect(placeOrder(page)).toBeEnabled();
    await expect(page).toHaveURL('/checkout');
    await page.reload();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]);
    // Each line also keeps the stock the cart last counted.
    expect(stored).toMatchObject(cart);
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
  });

  test('a failed payment shows its reason and keeps the cart', async ({ page }) => {
    await readyToPay(page);
    await placeOrder(page).click();
    await razorpay(page).getByRole('button', { name: 'Fail' }).click();

    await expect(checkout(page).getByText(/^Payment failed: .+/)).toBeVisible();
    // And as an error toast of the shell.
    await expect(page.locator('[data-type="error"]').getByText(/^Payment failed: .+/)).toBeVisible();
    await expect(placeOrder(page)).toHaveText('Place Order');
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
  });

  test('a piece that sells out while the shopper pays: no order, the payment refunded, and the page says so', async ({
    page,
  }) => {
    // The third quiet product: the catalogue's stock journeys set the first two.
    const product = (await quietProducts(3))[2]!;
    const inStock = await stockOf(product._id);
    const line = { id: product._id, name: product.productName, image: product.image, price: product.price };
    await openWith(page, '/checkout', [{ ...line, quantity: 1 }], session);
    await fillAddress(page, '600004');
    await expect(options(page).first()).toBeChecked();
    await placeOrder(page).click();
    await expect(razorpay(page)).toBeVisible();
    try {
      // Someone else takes the last pieces while the dialog is open.
      await setStock(product, 0);
      await razorpay(page).getByRole('button', { name: 'Pay', exact: true }).click();

      const said = `${product.productName} sold out while you were paying. Your payment of `;
      await expect(checkout(page).getByText(said)).toContainText(/ has been refunded\.$/);
      await expect(page.locator('[data-type="error"]').getByText(said)).toBeVisible();
      await expect(page).toHaveURL('/checkout');
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
    } finally {
      await setStock(product, inStock);
    }
  });

  test('a double click opens one payment only', async ({ page }) => {
    await readyToPay(page);
    const createOrders: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/razorpay/create-order')) createOrders.push(request.url());
    });
    await placeOrder(page).dblclick();
    await expect(razorpay(page)).toHaveCount(1);
    expect(createOrders).toHaveLength(1);
    await razorpay(page).getByRole('button', { name: 'Dismiss' }).click();
  });

  test("a pincode starting with 9 offers the fallback rates marked '(default)'", async ({ page }) => {
    await openWith(page, '/checkout', await cartOf(1), session);
    await fillAddress(page, '900001');
    await expect(
      checkout(page).getByText('No courier serviceable for this route, using fallback rates'),
    ).toBeVisible();
    await expect(options(page)).toHaveCount(3);
    for (const radio of await options(page).all()) await expect(radio).toHaveAccessibleName(/\(default\)$/);
    const rate = checkout(page)
      .getByText(/^₹[\d,]+ \(default\)$/)
      .first();
    await expect(rate).toHaveCSS('color', 'rgb(163, 74, 6)');
    await expect(
      checkout(page).getByText(
        'We cannot deliver to this pincode yet: no courier serves it. Please choose another delivery address.',
      ),
    ).toBeVisible();
  });

  test('with Shiprocket down the shopper still pays, at the default rate', async ({ page, fault }) => {
    await fault('shiprocket', 'down');
    await readyToPay(page, '560001');
    await expect(checkout(page).getByText('Using default shipping rate due to API issues')).toBeVisible();
    await expect(
      checkout(page).getByText(
        'Our team will arrange the courier for your parcel and tell you when it ships.',
      ),
    ).toBeVisible();
    await expect(options(page).first()).toHaveAccessibleName(/\(default\)$/);

    await placeOrder(page).click();
    await razorpay(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(
      page.getByText('Our team is arranging the courier for this order and will tell you when it ships.'),
    ).toBeVisible();
  });

  test('a pincode no courier serves takes no payment, and says why', async ({ page }) => {
    await readyToPay(page, '900001');
    await placeOrder(page).click();
    await expect(
      checkout(page).getByText(
        'We cannot deliver to pincode 900001 yet: no courier serves it. Please choose another delivery address.',
      ),
    ).toBeVisible();
    await expect(razorpay(page)).toHaveCount(0);
    await expect(page).toHaveURL('/checkout');
  });

  test('fewer than 6 characters clear the options and the choice', async ({ page }) => {
    await readyToPay(page);
    await options(page).nth(2).check();
    await zip(page).fill('60000');
    await expect(options(page)).toHaveCount(0);
    await expect(summary(page)).toContainText('ShippingChoose a courier');
    await expect(placeOrder(page)).toBeDisabled();

    await zip(page).pressSequentially('4');
    await expect(options(page).first()).toBeChecked();
    await expect(options(page).nth(2)).not.toBeChecked();
  });

  test('Place Order says what is missing, also when the shopper presses Enter', async ({ page }) => {
    const alerts = recordAlerts(page);
    await openWith(page, '/checkout', await cartOf(1), session);
    await expect(placeOrder(page)).toBeDisabled();
    // aria-disabled, not disabled: the shopper can still press it, which Playwright only does when forced.
    await placeOrder(page).click({ force: true });
    await expect.poll(() => alerts).toEqual(['Please enter a delivery pincode before placing your order.']);

    await checkout(page).getByRole('textbox', { name: 'City' }).fill(address.city);
    await checkout(page).getByRole('textbox', { name: 'City' }).press('Enter');
    await expect
      .poll(() => alerts)
      .toEqual([
        'Please enter a delivery pincode before placing your order.',
        'Please enter a delivery pincode before placing your order.',
      ]);
  });

  test('a logged-out shopper signs in and comes back to /checkout', async ({ page }) => {
    await openWith(page, '/cart', await cartOf(1));
    await checkout(page).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/login?next=/checkout');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(checkout(page).getByRole('form', { name: 'Delivery details' })).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page, expectAccessible }) => {
    // The default rates in orange, where no courier serves the pincode and no order is taken.
    await readyToPay(page, '900001');
    await expectAccessible(page);
    await checkout(page).getByRole('textbox', { name: 'Zip/Pincode', exact: true }).fill('600004');
    await expect(
      checkout(page).getByText('No courier serviceable for this route, using fallback rates'),
    ).toHaveCount(0);
    await expect(options(page).first()).toBeChecked();
    await placeOrder(page).click();
    await razorpay(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
    await expectAccessible(page);

    // The order's page is a page like any other to the keyboard: Tab reaches View My Orders, Enter opens it.
    const myOrders = page.locator('main').getByRole('link', { name: 'View My Orders' });
    await tabTo(page, myOrders, { most: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/orders');
  });
});
