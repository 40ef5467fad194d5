import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { ownerSession } from '../admin/back-office';

const THANKS = 'Thank you for reaching out. We will get back to you soon.';

async function fillRequired(page: Page, email: string) {
  await page.getByLabel('First name').fill('Lakshmi');
  await page.getByLabel('Last name').fill('Narayanan');
  await page.getByLabel('Email').fill(email);
}

test.describe('contact form', () => {
  test('is sent, stored and confirmed, then cleared', async ({ page, urls }) => {
    const email = `contact.${Date.now()}@example.in`;
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1, name: "LET'S CONNECT" })).toBeVisible();

    await fillRequired(page, email);
    await page.getByLabel('Phone').fill('+91 98400 12345');
    await page.getByLabel('Subject').fill('A kuthuvilakku for our pooja room');
    await page.getByLabel('Message').fill('Do you have a 24 inch lamp in stock?');
    const answer = page.waitForResponse(
      (response) => response.url() === `${urls.api}/api/contact` && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();

    // The API answers 201 only once the message is in the database (the insert is awaited before
    // the reply; api/src/modules/contact/contact.test.ts reads the stored row back).
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      firstName: 'Lakshmi',
      lastName: 'Narayanan',
      email,
      phone: '+91 98400 12345',
      subject: 'A kuthuvilakku for our pooja room',
      message: 'Do you have a 24 inch lamp in stock?',
    });
    expect(await response.json()).toEqual({ message: THANKS });

    await expect(page.getByRole('status').getByText(THANKS)).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Subject', 'Message']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
  });

  test("shows the server's message for bad input and keeps what was typed", async ({ page }) => {
    await page.goto('/contactus');
    // The browser's own check accepts an address without a domain ending; the server does not.
    await fillRequired(page, 'lakshmi@localhost');
    await page.getByLabel('Message').fill('Please keep this text.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('alert')).toHaveText('email: Please enter a valid email address');
    await expect(page.getByLabel('Email')).toHaveValue('lakshmi@localhost');
    await expect(page.getByLabel('Message')).toHaveValue('Please keep this text.');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('keeps what was typed when the server cannot be reached', async ({ page, urls }) => {
    await page.route(`${urls.api}/api/contact`, (route) => route.abort('connectionrefused'));
    await page.goto('/contactus');
    await fillRequired(page, 'lakshmi@example.in');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'We could not reach our server, so your message was not sent. Please check your connection and try again.',
    );
    await expect(page.getByLabel('First name')).toHaveValue('Lakshmi');
    await expect(page.getByLabel('Email')).toHaveValue('lakshmi@example.in');
  });
});

/** The back office's settings, read or saved with the owner's token. */
const settingsApi = (token: string, init: RequestInit = {}) =>
  fetch(`${shopUrls.api}/api/admin/settings`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });

const noContact = { address: null, phone: null, whatsapp: null, email: null, gstin: null };

test.describe("the shop's contact details", () => {
  test('the footer of every page and the contact page show what the owner saved, with the page itself, and their usual texts once cleared', async ({
    page,
    expectAccessible,
  }) => {
    const owner = await ownerSession();
    const before = (await (await settingsApi(owner.token)).json()) as { contact: unknown };
    const save = async (contact: unknown) => {
      const saved = await settingsApi(owner.token, {
        method: 'PUT',
        body: JSON.stringify({ ...before, contact }),
      });
      expect(saved.status, await saved.text()).toBe(200);
    };
    const askedInBrowser: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/settings/shop-contact')) askedInBrowser.push(request.url());
    });
    const footer = page.getByRole('contentinfo');
    const details = page.getByRole('main').getByRole('region', { name: 'Other ways to reach us' });
    try {
      await save({
        address: '14 Kumbakonam Road\nSwamimalai 612302',
        phone: '98765 43210',
        whatsapp: '+91 91234 56780',
        email: 'care@brassaangan.example',
        gstin: '33ABCDE1234F1Z5',
      });
      // The shop's server keeps the API's answer for a few seconds.
      await expect(async () => {
        await page.goto('/contactus');
        await expect(footer.getByRole('link', { name: 'Phone: +91 98765 43210' })).toBeVisible({
          timeout: 1_000,
        });
      }).toPass({ timeout: 20_000 });

      for (const place of [footer, details]) {
        await expect(place.getByRole('link', { name: 'Phone: +91 98765 43210' })).toHaveAttribute(
          'href',
          'tel:+919876543210',
        );
        await expect(place.getByRole('link', { name: 'WhatsApp: +91 91234 56780' })).toHaveAttribute(
          'href',
          'https://wa.me/919123456780',
        );
        await expect(place.getByRole('link', { name: 'Email: care@brassaangan.example' })).toHaveAttribute(
          'href',
          'mailto:care@brassaangan.example',
        );
        await expect(place.getByText('14 Kumbakonam Road')).toContainText('Swamimalai 612302');
      }
      await expect(details.getByText('GSTIN: 33ABCDE1234F1Z5')).toBeVisible();
      await expect(footer.getByText(/inclusive of packing\. GSTIN: 33ABCDE1234F1Z5\.$/)).toBeVisible();
      // The page's own words and form are as they were.
      await expect(page.getByRole('heading', { level: 1, name: "LET'S CONNECT" })).toBeVisible();
      await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expectAccessible(page);

      // Every page's footer; the details came with the page, so the browser never asked for them.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
      await expect(page).toHaveURL('/products');
      await expect(footer.getByRole('link', { name: 'Email: care@brassaangan.example' })).toBeVisible();
      await page.goto('/');
      await expect(footer.getByRole('link', { name: 'WhatsApp: +91 91234 56780' })).toBeVisible();
      expect(askedInBrowser).toEqual([]);

      await save(noContact);
      await expect(async () => {
        await page.goto('/contactus');
        await expect(page.getByRole('heading', { level: 1, name: "LET'S CONNECT" })).toBeVisible();
        await expect(footer.getByRole('link', { name: /^Phone:/ })).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(details).toHaveCount(0);
      await expect(footer.getByText(/inclusive of packing\.$/)).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    } finally {
      await save(before.contact);
    }
  });
});
