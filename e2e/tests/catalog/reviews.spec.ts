import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { call, googleAccount, placeOrder, uniqueEmail } from '../account/shop-api';
import { backOffice, openSignedIn, ownerSession } from '../admin/back-office';
import { structuredData } from './structured-data';

interface ReviewSummary {
  average: number | null;
  count: number;
}

test.describe('reviews', () => {
  test('a shopper whose order was delivered reviews the piece, staff publish it, and its page shows it and its rating', async ({
    page,
    browser,
    expectAccessible,
  }) => {
    const shopper = await googleAccount('Revathi Subramanian', uniqueEmail('revathi'));
    const order = await placeOrder(shopper, 1);
    const owner = await ownerSession();
    for (const status of ['shipped', 'delivered']) {
      await call(shopUrls.api, 'POST', `/api/admin/orders/${order._id}/status`, { status }, owner.token);
    }
    const title = `Glows at dusk ${Date.now()}`;

    await openSignedIn(page, shopper, `/product/${order.product._id}`);
    // The live page takes the place of the server's, section and all, before it can be used.
    await expect(page.locator('[aria-busy="true"] [data-boundary="catalog"]')).toHaveCount(0);
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const form = reviews.getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '5 stars: excellent' }).check();
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Your review' })
      .fill('The brass glows warm in the evening lamp light.');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(reviews.getByRole('status').filter({ hasText: 'Thank you for your review' })).toHaveText(
      'Thank you for your review. It will appear here once the shop has published it.',
    );

    const office = await browser.newPage();
    await openSignedIn(office, owner, '/admin/reviews');
    const screen = backOffice(office);
    await expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const waiting = screen.getByRole('article', { name: `${title}, by Revathi Subramanian` });
    await waiting.getByRole('button', { name: 'Publish' }).click();
    await expect(screen.getByText(`“${title}” is published.`)).toBeVisible();
    await office.close();

    const summary = await call<ReviewSummary>(
      shopUrls.api,
      'GET',
      `/api/products/${order.product._id}/reviews/summary`,
    );
    expect(summary.count).toBeGreaterThan(0);
    await page.goto(`/product/${order.product._id}`);
    // The page the shop kept before the review was published is drawn again with it.
    expect(await structuredData(page, 'Product')).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: summary.average,
        reviewCount: summary.count,
      },
    });
    await expect(page.locator('[aria-busy="true"] [data-boundary="catalog"]')).toHaveCount(0);
    await reviews.scrollIntoViewIfNeeded();
    await expect(
      reviews.getByRole('img', { name: `Rated ${summary.average} out of 5` }).first(),
    ).toBeVisible();
    await expect(reviews.getByText(summary.average!.toFixed(1), { exact: true })).toBeVisible();
    const shown = reviews.getByRole('article', { name: `${title}, by Revathi S.` });
    await expect(shown).toContainText('Verified buyer');
    await expect(shown.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expectAccessible(page);
  });
});
