import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { cartOf, checkout, fillAddress, openWith, rupees } from '../checkout/shopper';
import { backOffice, openSignedIn, ownerSession } from './back-office';

const defaultPricing = {
  taxRatePercent: 12,
  deliveryFee: 120,
  freeDeliveryThreshold: null,
  codFee: 50,
  codLimit: 10_000,
  exchangeRates: { USD: null, GBP: null },
  exportsZeroRated: false,
};

/**
 * Puts the shop's default pricing back through the API, whatever became of the journey: the other
 * journeys price their carts with 12 percent tax and ₹120 delivery.
 */
async function restoreDefaultPricing(token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = (await (await fetch(`${shopUrls.api}/api/admin/settings`, { headers })).json()) as object;
  const response = await fetch(`${shopUrls.api}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...current, pricing: defaultPricing }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

test.describe('the back office: pricing', () => {
  test('the owner sets the tax rate and free delivery in Settings, and the cart and checkout charge them', async ({
    page,
    expectAccessible,
  }) => {
    const owner = await ownerSession();
    const cart = await cartOf(2);
    const [first, second] = cart as [(typeof cart)[0], (typeof cart)[0]];
    // Free from the cart with one more piece of the second product.
    const threshold = Math.ceil(first.price + second.price * 2);
    try {
      await openSignedIn(page, owner, '/admin/settings');
      const pricing = backOffice(page).getByRole('region', { name: 'Pricing' });
      const tax = pricing.getByRole('textbox', { name: 'Tax rate (%)' });
      await expect(tax).toHaveValue('12');
      await tax.fill('30');
      await pricing.getByRole('textbox', { name: 'Free delivery threshold (₹)' }).fill(String(threshold));
      await backOffice(page).getByRole('button', { name: 'Save settings' }).click();
      await expect(tax).toHaveAccessibleDescription(/Tax rate must be between 0 and 28 percent/);
      await expectAccessible(page);

      // Enter in a field saves, as in any form.
      await tax.fill('18');
      await tax.press('Enter');
      await expect(backOffice(page).getByRole('status')).toHaveText(
        'Settings saved. The shop shows them from now on.',
      );

      // One piece of each: the shop says how much more ships free.
      await openWith(page, '/cart', [first, { ...second, quantity: 1 }], owner);
      const summary = checkout(page).getByRole('region', { name: 'Order summary' });
      const below = first.price + second.price;
      await expect(summary).toContainText(`Tax (18%)${rupees(Math.round(below * 0.18))}`);
      await expect(summary).toContainText('Delivery₹120');
      await expect(summary).toContainText(`Add ${rupees(threshold - below)} more for free delivery.`);

      await checkout(page)
        .getByRole('button', { name: `Increase quantity of ${second.name}` })
        .click();
      const subtotal = first.price + second.price * 2;
      const total = subtotal + Math.round(subtotal * 0.18);
      await expect(summary).toContainText('Free delivery on this order.');
      await expect(summary).toContainText('DeliveryFree');
      await expect(summary).toContainText(`Total${rupees(total)}`);
      await expectAccessible(page);

      // Checkout charges no courier either.
      await summary.getByRole('link', { name: 'Checkout' }).click();
      await fillAddress(page, '600004');
      const couriers = checkout(page).getByRole('radiogroup', { name: 'Shipping options' });
      await expect(couriers.getByRole('radio').first()).toBeChecked();
      const checkoutSummary = checkout(page).getByRole('region', { name: 'Order summary' });
      await expect(checkoutSummary).toContainText(/Shipping \(.+\)Free/);
      await expect(checkoutSummary).toContainText(`Total${rupees(total)}`);
    } finally {
      await restoreDefaultPricing(owner.token);
    }
    const restored = await fetch(`${shopUrls.api}/api/settings/pricing`);
    expect(await restored.json()).toEqual({
      ...defaultPricing,
      exchangeRates: { USD: null, GBP: null },
      exportsZeroRated: false,
    });
  });
});
