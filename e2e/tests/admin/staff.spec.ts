import { expect, test } from '../../support/fixtures';
import { shopOwner } from '../../support/shop-owner';
import { googleAccount, uniqueEmail } from '../account/shop-api';
import { backOffice, openSignedIn, ownerSession, sideNavigation } from './back-office';

test.describe('admin: the owner runs the staff', () => {
  test('adds a confirmed account at once, invites an unknown address, and both are in the audit log', async ({
    page,
    browser,
  }) => {
    const ravi = await googleAccount('Ravi Kumar', uniqueEmail('ravi'));
    const invited = uniqueEmail('gopal');
    await openSignedIn(page, await ownerSession(), '/admin/staff');
    const office = backOffice(page);
    const email = office.getByLabel('Email address');
    const add = office.getByRole('button', { name: 'Add to staff' });

    // An address that is no address is refused beside the field, before anything is sent.
    await add.click();
    await expect(email).toHaveAccessibleDescription(/Please enter the email address of the person to add\./);
    await expect(email).toBeFocused();

    await email.fill(ravi.user.email);
    await add.click();
    await expect(office.getByRole('status')).toHaveText(`${ravi.user.email} can now open the back office.`);
    const raviRow = office.getByRole('row', { name: new RegExp(ravi.user.email.replace(/\./g, '\\.')) });
    await expect(raviRow).toContainText('Ravi Kumar');
    await expect(raviRow).toContainText('Staff');

    // The keyboard alone: type, then Enter.
    await email.fill(invited);
    await email.press('Enter');
    await expect(office.getByRole('status')).toContainText(`We have invited ${invited}.`);
    await expect(office.getByRole('region', { name: 'Invitations' })).toContainText(invited);

    // The API's refusal shows beside the field.
    await email.fill(ravi.user.email);
    await email.press('Enter');
    await expect(office.getByRole('alert')).toHaveText(`${ravi.user.email} is already on the staff.`);
    await expect(email).toHaveAccessibleDescription(new RegExp('is already on the staff'));

    await sideNavigation(page).getByRole('link', { name: 'Audit log' }).click();
    const log = office.getByRole('table');
    await expect(log.getByRole('row').nth(1)).toContainText('Invited to the staff');
    await expect(log.getByRole('row').nth(1)).toContainText(invited);
    await expect(log.getByRole('row').nth(1)).toContainText(shopOwner.name);
    await expect(log.getByRole('row').nth(2)).toContainText('Added to the staff');
    await expect(log.getByRole('row').nth(2)).toContainText(ravi.user.email);

    // Ravi opens the back office as staff: the owner's screens answer with the API's refusal, and the
    // settings show disabled under who may change them.
    const raviContext = await browser.newContext();
    const raviPage = await raviContext.newPage();
    await openSignedIn(raviPage, ravi, '/admin/staff');
    await expect(backOffice(raviPage).getByText('Signed in as Ravi Kumar (Staff)')).toBeVisible();
    await expect(backOffice(raviPage).getByRole('alert')).toHaveText(
      "Only the shop's owner can manage the staff.",
    );
    await expect(backOffice(raviPage).getByLabel('Email address')).toHaveCount(0);
    await sideNavigation(raviPage).getByRole('link', { name: 'Settings' }).click();
    await expect(
      backOffice(raviPage).getByText("Only the shop's owner can change the settings."),
    ).toBeVisible();
    await expect(backOffice(raviPage).getByLabel('Cash on delivery up to (₹)')).toBeDisabled();
    await expect(backOffice(raviPage).getByRole('button', { name: 'Save settings' })).toHaveCount(0);
    await raviContext.close();

    // The owner withdraws the invitation after confirming; the log says so.
    await sideNavigation(page).getByRole('link', { name: 'Staff' }).click();
    await office.getByRole('button', { name: `Withdraw the invitation to ${invited}` }).click();
    await page.keyboard.press('Enter');
    await expect(office.getByRole('status')).toHaveText(`The invitation to ${invited} is withdrawn.`);
    await expect(office.getByRole('region', { name: 'Invitations' })).not.toContainText(invited);

    // The owner removes Ravi after confirming; the log says so.
    await sideNavigation(page).getByRole('link', { name: 'Staff' }).click();
    await office.getByRole('button', { name: 'Remove Ravi Kumar' }).click();
    await expect(office.getByRole('button', { name: 'Yes, remove Ravi Kumar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(office.getByRole('status')).toHaveText(
      `${ravi.user.email} no longer opens the back office.`,
    );
    await expect(office.getByRole('row', { name: /Ravi Kumar/ })).toHaveCount(0);
    await sideNavigation(page).getByRole('link', { name: 'Audit log' }).click();
    await expect(office.getByRole('table').getByRole('row').nth(1)).toContainText('Removed from the staff');
  });
});
