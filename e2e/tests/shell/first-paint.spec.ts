import { expect, test } from '../../support/fixtures';

/** The `<link>` tags of the page the host serves for a path, as the browser first receives them. */
async function linksOf(url: string): Promise<{ rel: string; href: string }[]> {
  const html = await (await fetch(url)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="([^"]+)"[^>]*href="([^"]+)"/g)].map(([, rel, href]) => ({
    rel: rel!,
    href: href!,
  }));
}

test.describe('first paint', () => {
  test('the page asks for its route remote page alongside the shell, and the browser fetches each file once', async ({
    page,
    urls,
  }) => {
    const links = await linksOf(`${urls.host}/products?category=idols`);
    const remoteScripts = links.filter(
      (link) => link.rel === 'preload' && /\.js$/.test(link.href) && link.href.startsWith(urls.catalog),
    );
    expect(remoteScripts.map((link) => link.href)).toContain(`${urls.catalog}/remoteEntry.js`);
    expect(remoteScripts.some((link) => /\/assets\/ShopPage-[\w-]+\.js$/.test(link.href))).toBe(true);
    expect(links).toContainEqual({ rel: 'preload', href: `${urls.catalog}/mf-manifest.json` });
    expect(links.some((link) => link.rel === 'preload' && /\.css$/.test(link.href))).toBe(true);
    // Only the route's remote: the blog, checkout and account are not fetched for the shop.
    expect(links.filter((link) => !link.href.startsWith(urls.catalog) && /^https?:/.test(link.href))).toEqual(
      [{ rel: 'preconnect', href: urls.api }],
    );

    const fetched: string[] = [];
    page.on('requestfinished', (request) => fetched.push(request.url()));
    await page.goto('/products?category=idols');
    await expect(page.getByRole('heading', { name: 'SHOP ALL' })).toBeVisible();
    const remoteFiles = fetched.filter((url) => url.startsWith(urls.catalog));
    for (const link of remoteScripts) expect(remoteFiles).toContain(link.href);
    // A preload the page's own request did not match would show here as a second download.
    expect(remoteFiles.filter((url, index) => remoteFiles.indexOf(url) !== index)).toEqual([]);
  });

  test('each route preloads the remote that owns it, and a page no remote owns preloads none', async ({
    urls,
  }) => {
    const remoteOf = async (path: string) =>
      (await linksOf(`${urls.host}${path}`))
        .filter((link) => link.href.endsWith('/remoteEntry.js'))
        .map((link) => link.href);
    expect(await remoteOf('/')).toEqual([`${urls.catalog}/remoteEntry.js`]);
    expect(await remoteOf('/cart')).toEqual([`${urls.checkout}/remoteEntry.js`]);
    expect(await remoteOf('/blogs/some-post')).toEqual([`${urls.blog}/remoteEntry.js`]);
    expect(await remoteOf('/no-such-page')).toEqual([]);
  });

  test('the shop header is drawn before any script runs, without the cart or session it cannot know yet', async ({
    browser,
    urls,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${urls.host}/`);
    await expect(page.getByRole('link', { name: 'Brass Aangan home' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart/ })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeHidden();
    await context.close();
  });

  test('the drawn header is replaced by the live one in the same place, with no layout shift', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { __shifts: shifts });
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'WELCOME TO THE WORLD OF BRASS ARTIFACTS' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  });
});
