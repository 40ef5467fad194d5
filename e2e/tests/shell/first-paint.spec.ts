import { expect, test } from '../../support/fixtures';
import { layoutShifts, watchLayoutShifts } from '../../support/layout-shifts';
import { liveReleaseBase } from '../../support/live-releases';

/** The `<link>` tags of the page the host serves for a path, those it starts after the first paint included. */
async function linksOf(url: string): Promise<{ rel: string; href: string }[]> {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/<link rel="([^"]+)"[^>]*href="([^"]+)"/g)].map(([, rel, href]) => ({
    rel: rel!,
    href: href!,
  }));
}

interface ProductPage {
  items: Array<{ productName: string }>;
}

test.describe('first paint', () => {
  test('a page the server does not render asks for its remote page alongside the shell, and the browser fetches each file once', async ({
    page,
    urls,
  }) => {
    const links = await linksOf(`${urls.host}/forgot-password`);
    const account = await liveReleaseBase('account');
    const remoteScripts = links.filter(
      (link) => link.rel === 'preload' && /\.js$/.test(link.href) && link.href.startsWith(urls.account),
    );
    expect(remoteScripts.map((link) => link.href)).toContain(`${account}/remoteEntry.js`);
    expect(remoteScripts.some((link) => /\/assets\/ForgotPasswordPage-[\w-]+\.js$/.test(link.href))).toBe(
      true,
    );
    expect(links.some((link) => link.rel === 'preload' && /\.css$/.test(link.href))).toBe(true);
    // Only the route's remote: the catalog, checkout and blog are not fetched for the account's page.
    // The canonical link names the page itself, which no browser fetches.
    expect(
      links.filter(
        (link) =>
          link.rel !== 'canonical' && !link.href.startsWith(urls.account) && /^https?:/.test(link.href),
      ),
    ).toEqual([{ rel: 'preconnect', href: urls.api }]);
    expect(links).toContainEqual({ rel: 'canonical', href: `${urls.host}/forgot-password` });

    const fetched: string[] = [];
    page.on('requestfinished', (request) => fetched.push(request.url()));
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const remoteFiles = fetched.filter((url) => url.startsWith(urls.account));
    for (const link of remoteScripts) expect(remoteFiles).toContain(link.href);
    // The shell loads the remote from its entry, so the page never reads the remote's manifest.
    expect(remoteFiles).not.toContain(`${account}/mf-manifest.json`);
    // A preload the page's own request did not match would show here as a second download.
    expect(remoteFiles.filter((url, index) => remoteFiles.indexOf(url) !== index)).toEqual([]);
  });

  test('a catalog page comes server-rendered, with its products and stylesheet, and its scripts start after the first paint', async ({
    page,
    request,
    urls,
  }) => {
    const idols = (await (
      await request.get(`${urls.api}/api/products?category=idols&page=1&limit=30`)
    ).json()) as ProductPage;
    const html = await (await fetch(`${urls.host}/products?category=idols`)).text();
    const catalog = await liveReleaseBase('catalog');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const item of idols.items) expect(html).toContain(item.productName.replace(/&/g, '&amp;'));
    expect(head).toMatch(new RegExp(`<link rel="stylesheet" href="${catalog}/assets/[\\w.-]+\\.css"`));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain(`${catalog}/remoteEntry.js`);

    const fetched: string[] = [];
    page.on('requestfinished', (request) => fetched.push(request.url()));
    await page.goto('/products?category=idols');
    const grid = page.getByRole('list', { name: 'Products' });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(
      idols.items.map((item) => item.productName),
    );
    // The client-rendered page replaces it: its buttons work, and the API was not asked again for what the page came with.
    await expect(grid.getByRole('button', { name: /^Add to Cart/ }).first()).toBeEnabled();
    const remoteScripts = (await linksOf(`${urls.host}/products?category=idols`)).filter(
      (link) => link.rel === 'preload' && link.href.startsWith(urls.catalog),
    );
    expect(remoteScripts.map((link) => link.href)).toContain(`${catalog}/remoteEntry.js`);
    const remoteFiles = fetched.filter((url) => url.startsWith(urls.catalog));
    for (const link of remoteScripts) expect(remoteFiles).toContain(link.href);
    expect(remoteFiles.filter((url, index) => remoteFiles.indexOf(url) !== index)).toEqual([]);
    expect(fetched.filter((url) => url.startsWith(`${urls.api}/api/products`))).toEqual([]);
  });

  test('until its scripts arrive the server-rendered shop shows its products, with its buttons disabled rather than dead', async ({
    page,
    urls,
  }) => {
    await page.route(`${urls.host}/releases/host/*/assets/*.js`, (route) => route.abort());
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'SHOP ALL' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards.first().locator('img')).toBeVisible();
    await expect(cards.first().getByRole('button', { name: /^Add to Cart/ })).toBeDisabled();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeDisabled();
    // Links are plain links: the product opens, rendered by the server as well.
    await cards.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Enlarge photo/ }).locator('img')).toBeVisible();
  });

  test('the catalog answers a render request it cannot serve with a 4xx and a message', async ({ urls }) => {
    const catalog = await liveReleaseBase('catalog');
    const render = (query: Record<string, string>) =>
      fetch(`${catalog}/render?${new URLSearchParams(query).toString()}`);
    const shop = `${urls.host}/products`;

    const noAddress = await render({ page: 'ShopPage', url: '/products' });
    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toEqual({ message: 'url must be an absolute address' });
    const badParams = await render({ page: 'ProductPage', url: shop, params: '["diya"]' });
    expect(badParams.status).toBe(400);
    expect(await badParams.json()).toEqual({ message: 'params must be a JSON object of strings' });
    const notRendered = await render({ page: 'CartPage', url: `${urls.host}/cart` });
    expect(notRendered.status).toBe(404);
    expect(await notRendered.json()).toEqual({ message: 'CartPage is not rendered on the server' });
    expect((await render({ page: 'ShopPage', url: shop })).status).toBe(200);
  });

  test('each route preloads the remote that owns it, and a page no remote owns preloads none', async ({
    urls,
  }) => {
    const remoteOf = async (path: string) =>
      (await linksOf(`${urls.host}${path}`))
        .filter((link) => link.href.endsWith('/remoteEntry.js'))
        .map((link) => link.href);
    expect(await remoteOf('/')).toEqual([`${await liveReleaseBase('catalog')}/remoteEntry.js`]);
    expect(await remoteOf('/cart')).toEqual([`${await liveReleaseBase('checkout')}/remoteEntry.js`]);
    expect(await remoteOf('/blogs/some-post')).toEqual([`${await liveReleaseBase('blog')}/remoteEntry.js`]);
    expect(await remoteOf('/no-such-page')).toEqual([]);
  });

  test('the shop header is prerendered before any script runs, without the cart or session it cannot know yet', async ({
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
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toBeDisabled();
    await context.close();
  });

  test('the prerendered header and server-rendered page are replaced by the client-rendered ones in the same place, with no layout shift', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'WELCOME TO THE WORLD OF BRASS ARTIFACTS' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    await expect(page.getByRole('button', { name: /^Add to Wishlist/ }).first()).toBeEnabled();
    await page
      .getByRole('button', { name: /^Add to Wishlist/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect(await layoutShifts(page)).toEqual([]);
  });
});
