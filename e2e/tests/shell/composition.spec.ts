import { expect, test } from '../../support/fixtures';
import { liveReleaseBase } from '../../support/live-releases';

test.describe('runtime composition', () => {
  test('one React and one cart store: a cart change made in a remote updates the host badge', async ({
    page,
  }) => {
    // Every copy of react-dom announces itself to the devtools hook when it starts: count them.
    await page.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          renderers,
          supportsFiber: true,
          isDisabled: false,
          inject(renderer: unknown) {
            renderers.set(renderers.size + 1, renderer);
            return renderers.size;
          },
          checkDCE() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        },
      });
    });
    await page.goto('/');
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveText('0');
    await page
      .getByRole('button', { name: /Add to Wishlist/ })
      .first()
      .click();
    await expect(badge).toHaveText('1');

    // Visit a page of every other remote in the same document.
    const banner = page.getByRole('banner');
    for (const [link, boundary] of [
      [banner.getByRole('link', { name: /^Cart/ }), 'checkout'],
      [banner.getByRole('link', { name: 'Blog' }), 'blog'],
      [banner.getByRole('link', { name: 'Log In' }), 'account'],
    ] as const) {
      await link.click();
      await expect(page.locator(`main [data-boundary="${boundary}"]`).first()).toBeVisible();
    }
    await expect(badge).toHaveText('1');
    const reactDomCopies = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(reactDomCopies).toBe(1);
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

  test('the host build names no remote origin: the page carries the runtime config', async ({
    page,
    urls,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The server-rendered page is visible before the scripts start: the client-rendered one is loaded
    // from the remote's entry, which only the config names.
    const catalog = await liveReleaseBase('catalog');
    const entryRequested = page.waitForRequest((request) => request.url() === `${catalog}/remoteEntry.js`);
    await page.goto('/');
    await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
    await entryRequested;
    expect(requested).not.toContain(`${urls.host}/config.json`);
    const inlined = await page.evaluate(
      () =>
        (window as unknown as { __BRASS_RUNTIME_CONFIG__: { remotes: Record<string, string> } })
          .__BRASS_RUNTIME_CONFIG__,
    );
    const served = (await (await fetch(`${urls.host}/config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    expect(inlined.remotes).toEqual(served.remotes);
    expect(served.remotes.catalog).toBe(`${catalog}/mf-manifest.json`);
  });
});
