import { expect, test } from '../../support/fixtures';
import { backOffice, openSignedIn, ownerSession } from './back-office';
import { tabTo } from '../../support/keyboard';

const THANKS = 'Thank you for reaching out. We will get back to you soon.';

test.describe('the back office: inbox, by keyboard', () => {
  test("a shopper's message from the contact form is read, then marked replied", async ({
    page,
    expectAccessible,
  }) => {
    const subject = `A bell for the temple entrance ${Date.now()}`;
    await page.goto('/contactus');
    await page.getByLabel('First name').fill('Meenakshi');
    await page.getByLabel('Last name').fill('Sundaram');
    await page.getByLabel('Email').fill(`meenakshi.${Date.now()}@example.in`);
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Do you make a 12 inch temple bell with a chain?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').getByText(THANKS)).toBeVisible();

    await openSignedIn(page, await ownerSession(), '/admin/inbox');
    const office = backOffice(page);
    await expect(office.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const item = office.getByRole('button', { name: new RegExp(subject) });
    await expect(item).toContainText('Unread');
    await expect(office.getByText('Choose a message to read it.')).toBeVisible();
    await expectAccessible(page);

    // Opened with Enter: it is read, in the list too.
    await tabTo(page, item, { most: 60 });
    await page.keyboard.press('Enter');
    const message = office.getByRole('region', { name: subject });
    await expect(message.getByText('Do you make a 12 inch temple bell with a chain?')).toBeVisible();
    await expect(message.getByRole('definition').filter({ hasText: /^Read$/ })).toBeVisible();
    await expect(item).toContainText('Read ·');
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(message.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:meenakshi\\.\\d+@example\\.in\\?subject=Re%3A%20A%20bell`),
    );
    await expectAccessible(page);

    // Marked replied with Space.
    await tabTo(page, message.getByRole('button', { name: 'Mark replied' }));
    await page.keyboard.press('Space');
    await expect(message.getByRole('definition').filter({ hasText: /^Replied / })).toBeVisible();
    await expect(message.getByRole('button', { name: 'Replied' })).toBeDisabled();
    await expect(item).toContainText('Replied ·');

    // The Replied filter, pressed with Enter, lists it.
    const filters = office.getByRole('group', { name: 'Show messages' });
    await tabTo(page, filters.getByRole('button', { name: /^Replied/ }), { backwards: true, most: 60 });
    await page.keyboard.press('Enter');
    await expect(filters.getByRole('button', { name: /^Replied/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(item).toBeVisible();
    await expect(office.getByRole('button', { name: /Unread ·/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});
