import { expect, test } from '../../support/fixtures';

/** The footer's policy links, as the footer names them, and the page each opens. */
const policyLinks = [
  ['Terms and Conditions', 'terms'],
  ['FAQ', 'faq'],
  ['Shipping', 'shipping'],
  ['Returns and Refunds', 'returns'],
  ['Privacy', 'privacy'],
] as const;

test.describe('policy pages', () => {
  test('each policy link of the footer opens its page with its heading', async ({ page, request, urls }) => {
    await page.goto('/');
    for (const [label, slug] of policyLinks) {
      const answer = await request.get(`${urls.api}/api/pages/${slug}`);
      expect(answer.ok(), `GET /api/pages/${slug}`).toBe(true);
      const { title } = (await answer.json()) as { title: string };

      const help = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
      await help.getByRole('link', { name: label, exact: true }).click();

      await expect(page).toHaveURL(`/policies/${slug}`);
      const article = page.locator('main [data-boundary="blog"] article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Brass Aangan`);
    }
  });

  test('a policy page opens on a fresh load, is accessible, and an unknown one is not found', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/policies/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/policies/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});
