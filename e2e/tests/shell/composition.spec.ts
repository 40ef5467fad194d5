import { expect, test } from '../../support/fixtures';

test.describe('runtime composition', () => {
  test('one React and one cart store: a cart change made in a remote updates the host badge', async ({
    page,
  }) => {
    await page.goto('/');
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveText('0');
    await page
      .getByRole('button', { name: /Add to Wishlist/ })
      .first()
      .click();
    await expect(badge).toHaveText('1');

    const reactCopies = await page.evaluate(() => {
      type ShareScope = Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>;
      const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, ShareScope> } })
        .__FEDERATION__;
      const loaded = new Set<string>();
      for (const scope of Object.values(federation.__SHARE__)) {
        for (const versions of Object.values(scope)) {
          for (const [pkg, byVersion] of Object.entries(versions)) {
            for (const [version, shared] of Object.entries(
              byVersion as Record<string, { loaded?: boolean }>,
            )) {
              if (['react', 'react-dom', 'zustand'].includes(pkg) && shared.loaded)
                loaded.add(`${pkg}@${version}`);
            }
          }
        }
      }
      return [...loaded].sort();
    });
    expect(reactCopies.filter((entry) => entry.startsWith('react@'))).toHaveLength(1);
    expect(reactCopies.filter((entry) => entry.startsWith('zustand@'))).toHaveLength(1);
  });

  test('a remote blocked at its origin costs only its routes, and Retry brings it back', async ({
    page,
    urls,
  }) => {
    await page.route(`${urls.blog}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/blogs');
    await expect(page.getByRole('alert')).toContainText('This part of the shop is taking a break');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page.getByRole('heading', { name: 'SHOP ALL' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await page.unroute(`${urls.blog}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  });

  test('the host build names no remote origin: it follows config.json', async ({ page, urls }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
    expect(requested.some((url) => url.startsWith(`${urls.catalog}/mf-manifest.json`))).toBe(true);
    const config = (await (await fetch(`${urls.host}/config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    expect(config.remotes.catalog).toBe(`${urls.catalog}/mf-manifest.json`);
  });
});
