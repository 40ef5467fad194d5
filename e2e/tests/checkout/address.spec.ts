import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { address, cartOf, checkout, newAccount, openWith, type Session } from './shopper';

const field = (page: Page, name: string) => checkout(page).getByRole('textbox', { name, exact: true });
const state = (page: Page) => checkout(page).getByRole('combobox', { name: 'State', exact: true });
const pincode = (page: Page) => field(page, 'Zip/Pincode');
const options = (page: Page) =>
  checkout(page).getByRole('radiogroup', { name: 'Shipping options' }).getByRole('radio');
const placeOrder = (page: Page) => checkout(page).getByRole('button', { name: 'Place Order' });
const razorpay = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Sandbox' });
const savedAddresses = (page: Page) => checkout(page).getByRole('group', { name: 'Saved addresses' });

let session: Session;

/** Keeps an address for the shopper through the API, as an earlier checkout would have. */
async function saveAddress(shopper: Session, body: object): Promise<void> {
  const response = await fetch(`${shopUrls.api}/api/users/me/addresses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

// One account for the file: registration is rate limited. The saving journey makes its own.
test.beforeAll(async () => {
  ({ session } = await newAccount());
});

test.describe('checkout: the address, pincode first', () => {
  for (const [typed, city, region] of [
    ['600042', 'Chennai', 'Tamil Nadu'],
    ['110001', 'New Delhi', 'Delhi'],
  ] as const) {
    test(`pincode ${typed} fills in ${city}, ${region}, still editable, and brings the couriers`, async ({
      page,
    }) => {
      await openWith(page, '/checkout', await cartOf(1), session);
      await pincode(page).pressSequentially(typed);
      await expect(field(page, 'City')).toHaveValue(city);
      await expect(state(page)).toHaveValue(region);
      await expect(checkout(page).getByText(`${city}, ${region}: filled in below`)).toBeVisible();
      await expect(options(page).first()).toBeChecked();

      await field(page, 'City').fill('Connaught Place');
      await state(page).selectOption('Haryana');
      await expect(field(page, 'City')).toHaveValue('Connaught Place');
      await expect(state(page)).toHaveValue('Haryana');
    });
  }

  test('an unknown pincode is said beside the field, and the city and state stay the shopper’s to type', async ({
    page,
  }) => {
    await openWith(page, '/checkout', await cartOf(1), session);
    await pincode(page).fill('999999');
    const note = checkout(page).getByText(
      'We could not find pincode 999999. Check it, or type your city and state below.',
    );
    await expect(note).toBeVisible();
    await expect(pincode(page)).toHaveAccessibleDescription(/We could not find pincode 999999/);
    await field(page, 'City').fill('Leh');
    await state(page).selectOption('Ladakh');
    await expect(field(page, 'City')).toHaveValue('Leh');
    await expect(state(page)).toHaveValue('Ladakh');
  });

  test('a mobile number that is not one is said beside the field, and nothing is paid', async ({ page }) => {
    await openWith(page, '/checkout', await cartOf(1), session);
    await pincode(page).fill('600042');
    await field(page, 'First name').fill(address.firstName);
    await field(page, 'Last name').fill(address.lastName);
    await field(page, 'Address').fill(address.address1);
    await field(page, 'Phone').fill('12345 678');
    await expect(options(page).first()).toBeChecked();
    await placeOrder(page).click();

    await expect(field(page, 'Phone')).toBeFocused();
    await expect(field(page, 'Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(
      /^Enter a 10-digit mobile number starting with 6, 7, 8 or 9\./,
    );
    await expect(razorpay(page)).toHaveCount(0);
  });

  test('a signed-in shopper saves an address at checkout, picks it next time and corrects it', async ({
    page,
  }) => {
    const { session: own } = await newAccount();
    await openWith(page, '/checkout', await cartOf(1), own);
    await expect(savedAddresses(page)).toHaveCount(0);
    await pincode(page).fill('110001');
    await expect(field(page, 'City')).toHaveValue('New Delhi');
    await field(page, 'First name').fill(address.firstName);
    await field(page, 'Last name').fill(address.lastName);
    await field(page, 'Phone').fill('+91 98400 12345');
    await field(page, 'Address').fill('7 Janpath');
    await field(page, 'Landmark (optional)').fill('Near the Regal building');
    await checkout(page).getByRole('checkbox', { name: 'Save this address' }).check();
    await expect(options(page).first()).toBeChecked();
    await placeOrder(page).click();
    await expect(checkout(page).getByText('Saved for your next orders.')).toBeVisible();
    await razorpay(page).getByRole('button', { name: 'Dismiss' }).click();

    await page.reload();
    const saved = savedAddresses(page).getByRole('radio', { name: /7 Janpath/ });
    await expect(saved).toHaveAccessibleName(
      'Meera Krishnan 7 Janpath, Landmark: Near the Regal building New Delhi, Delhi 110001 · India · +91 98400 12345',
    );
    // Back at the checkout, the saved address is chosen already.
    await expect(saved).toBeChecked();
    await expect(pincode(page)).toHaveValue('110001');
    await expect(field(page, 'City')).toHaveValue('New Delhi');
    await expect(state(page)).toHaveValue('Delhi');
    await expect(field(page, 'Landmark (optional)')).toHaveValue('Near the Regal building');
    await expect(options(page).first()).toBeChecked();
    await expect(checkout(page).getByRole('checkbox', { name: 'Save this address' })).toHaveCount(0);

    // A wrong number corrected in the form is corrected where it is kept, not kept twice.
    await field(page, 'Phone').fill('9444012345');
    await expect(saved).toBeChecked();
    await checkout(page).getByRole('checkbox', { name: 'Update this saved address' }).check();
    await placeOrder(page).click();
    await expect(checkout(page).getByText('Saved for your next orders.')).toBeVisible();
    await razorpay(page).getByRole('button', { name: 'Dismiss' }).click();
    await page.reload();
    await expect(savedAddresses(page).getByRole('radio', { name: /Janpath/ })).toHaveCount(1);
    await expect(saved).toHaveAccessibleName(
      'Meera Krishnan 7 Janpath, Landmark: Near the Regal building New Delhi, Delhi 110001 · India · 9444012345',
    );

    // Another shopper never sees it.
    await openWith(page, '/checkout', await cartOf(1), session);
    await expect(checkout(page).getByRole('form', { name: 'Delivery details' })).toBeVisible();
    await expect(savedAddresses(page)).toHaveCount(0);

    await openWith(page, '/checkout', await cartOf(1), own);
    await savedAddresses(page)
      .getByRole('button', { name: 'Remove the address at 7 Janpath, New Delhi' })
      .click();
    await expect(savedAddresses(page)).toHaveCount(0);
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    test(`has no serious or critical accessibility violations at ${width} px, problems and saved addresses shown`, async ({
      page,
      expectAccessible,
    }) => {
      const { session: own } = await newAccount();
      await saveAddress(own, {
        ...address,
        country: 'India',
        address2: '',
        landmark: 'Opposite the temple tank',
        zip: '600004',
      });
      await page.setViewportSize({ width, height });
      await openWith(page, '/checkout', await cartOf(2), own);
      await expect(savedAddresses(page).getByRole('radio')).toHaveCount(2);
      await savedAddresses(page).getByRole('radio', { name: 'A new address' }).check();
      await pincode(page).fill('600042');
      await expect(state(page)).toHaveValue('Tamil Nadu');
      await placeOrder(page).click();
      await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
    });
  }
});
