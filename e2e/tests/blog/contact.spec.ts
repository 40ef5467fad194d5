import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

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
