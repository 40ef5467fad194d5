import { expect, test } from '../../support/fixtures';
import { googleAccount, placeOrderUnbooked, uniqueEmail } from '../account/shop-api';
import { backOffice, openSignedIn, ownerSession } from './back-office';

test.describe('the back office: shipments Shiprocket could not book', () => {
  test('an order paid while Shiprocket was down is shipped as soon as it is back, without waiting for the retry', async ({
    page,
    urls,
    fault,
    expectAccessible,
  }) => {
    const shopper = await googleAccount('Gurpreet Singh', uniqueEmail('gurpreet'));
    await fault('shiprocket', 'down');
    const order = await placeOrderUnbooked(shopper, 1);
    expect(order.shiprocketAwbCode).toBeFalsy();
    // Shiprocket is back; the order's next automatic attempt is still some way off.
    await fetch(`${urls.sandbox}/__sandbox/faults`, { method: 'DELETE' });

    await openSignedIn(page, await ownerSession(), `/admin/orders/${order._id}`);
    const office = backOffice(page);
    await expect(office.getByRole('heading', { level: 1, name: `Order ${order._id}` })).toBeVisible();
    await office.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(office.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await expect(office.getByText('Try again in a minute')).toHaveCount(0);

    await page.goto('/admin/dashboard');
    const stranded = office.getByRole('region', { name: 'Stranded shipments' });
    await expect(stranded).toBeVisible();
    await expect(stranded.getByRole('link', { name: order._id })).toHaveCount(0);
    await expect(office.getByRole('region', { name: 'Parked mail' })).toBeVisible();
    await expectAccessible(page);
  });
});
