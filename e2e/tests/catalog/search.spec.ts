import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

interface ProductPage {
  items: Array<{ productName: string }>;
  total: number;
}

/** The header's search box, plain or already the combobox it becomes (both carry its id). */
const searchBox = (page: Page) => page.getByRole('banner').getByLabel('Search the shop');
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search the shop' });
const productNames = (page: Page) =>
  page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });

test.describe('catalog: finding a piece', () => {
  test('the header search suggests products on any page, and the keyboard opens one', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    await searchBox(page).click();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.type('ganesh');

    const suggestions = page.getByRole('listbox', { name: 'Search the shop' });
    const options = suggestions.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await options.count()).toBeLessThanOrEqual(6);
    await expect(options.first()).toContainText('Ganesha');
    await expect(options.first().locator('img')).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    // The option's first line is the product's name (its category is under it).
    const chosen = (await second.locator('img + span > span').first().textContent())!;

    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/product\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
    await expect(suggestions).toBeHidden();
  });

  test('Enter with no suggestion highlighted opens the list for the words; Escape closes the suggestions', async ({
    page,
    request,
    urls,
  }) => {
    await page.goto('/about');
    await searchBox(page).click();
    await page.keyboard.type('brass lamp');
    await expect(
      page.getByRole('listbox', { name: 'Search the shop' }).getByRole('option').first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Search the shop' })).toBeHidden();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/products\?q=brass\+lamp$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “brass lamp”' })).toBeVisible();
    const found = (await (
      await request.get(`${urls.api}/api/products?q=brass%20lamp&page=1&limit=30`)
    ).json()) as ProductPage;
    expect(found.total).toBeGreaterThan(0);
    await expect(productNames(page)).toHaveText(found.items.map((item) => item.productName));
  });

  test('a misspelt search says what it searched for, and one that finds nothing offers the categories', async ({
    page,
  }) => {
    await page.goto('/products?q=kuthuvilaku');
    await expect(page.getByText('Showing results for kuthuvilakku')).toBeVisible();
    await expect(productNames(page).filter({ hasText: 'Kuthuvilakku' }).first()).toBeVisible();

    await page.goto('/products?q=zzqxv');
    await expect(page.getByText('No products found.')).toBeVisible();
    const categories = page.getByRole('list', { name: 'Browse our popular categories:' });
    await categories.getByRole('link', { name: 'Lamps and Diyas' }).click();
    await expect(page).toHaveURL(/\/products\?category=lamps$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lamps and Diyas');
  });

  test('filters show their counts, combine, and stay in the URL through reload and Back', async ({
    page,
    request,
    urls,
  }) => {
    const totalOf = async (query: string) =>
      ((await (await request.get(`${urls.api}/api/products?${query}&page=1&limit=1`)).json()) as ProductPage)
        .total;
    await page.goto('/products');

    const lamps = page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /^Lamps, / });
    await expect(lamps).toHaveAccessibleName(`Lamps, ${await totalOf('category=lamps')} products`);
    await lamps.click();
    await expect(page).toHaveURL(/\/products\?category=lamps$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lamps and Diyas');

    const refine = page.getByRole('region', { name: 'Refine by' });
    const band = refine.getByRole('list', { name: 'Price' }).getByRole('link', { name: /^Under ₹1,000, / });
    const lampsUnder1000 = await totalOf('category=lamps&price=under-1000');
    expect(lampsUnder1000).toBeGreaterThan(0);
    await expect(band).toHaveAccessibleName(
      `Under ₹1,000, ${lampsUnder1000} ${lampsUnder1000 === 1 ? 'product' : 'products'}`,
    );
    await band.click();
    await expect(page).toHaveURL(/\/products\?category=lamps&price=under-1000$/);
    await expect(page.getByText(`Showing ${lampsUnder1000} of ${lampsUnder1000} products`)).toBeVisible();

    const inStock = page.getByRole('checkbox', { name: /^In stock only, / });
    const available = await totalOf('category=lamps&price=under-1000&inStock=true');
    await expect(inStock).toHaveAccessibleName(
      `In stock only, ${available} ${available === 1 ? 'product' : 'products'}`,
    );
    await inStock.check();
    await expect(page).toHaveURL(/\/products\?category=lamps&price=under-1000&inStock=true$/);
    await expect(page.getByText(`Showing ${available} of ${available} products`)).toBeVisible();

    const chosen = page.getByRole('list', { name: 'Chosen filters' }).getByRole('link');
    await page.reload();
    await expect(chosen).toHaveCount(3);
    expect(await chosen.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(
      ['Remove filter: Lamps', 'Remove filter: Under ₹1,000', 'Remove filter: In stock only'],
    );
    await expect(page.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
    await expect(page.getByText(`Showing ${available} of ${available} products`)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=lamps&price=under-1000$/);
    await expect(page.getByRole('checkbox', { name: /^In stock only/ })).not.toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=lamps$/);
    await expect(page.getByText(`of ${await totalOf('category=lamps')} products`)).toBeVisible();

    await page.goForward();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL' })).toBeVisible();
  });

  test('the first HTML of a filtered list is already the filtered list', async ({ request, urls }) => {
    const query = 'q=diya&category=lamps&price=under-1000';
    const found = (await (
      await request.get(`${urls.api}/api/products?${query}&page=1&limit=30`)
    ).json()) as ProductPage;
    expect(found.items.length).toBeGreaterThan(0);

    const html = await (await fetch(`${urls.host}/products?${query}`)).text();

    expect(html).toContain('Results for “diya”');
    expect(html).toContain('Remove filter: Under ₹1,000');
    for (const item of found.items) expect(html).toContain(item.productName.replace(/&/g, '&amp;'));
  });

  test("the footer's shop links open the lists they name", async ({ page }) => {
    const footer = (name: string) =>
      page.getByRole('contentinfo').getByRole('navigation', { name: 'Shop' }).getByRole('link', { name });

    await page.goto('/about');
    await footer('New Arrival').click();
    await expect(page).toHaveURL(/\/products\?collection=new-arrival$/);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByText('NEW')).toBeVisible();

    await footer('Buddha').click();
    await expect(page).toHaveURL(/\/products\?q=buddha$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “buddha”' })).toBeVisible();
    await expect(productNames(page).first()).toContainText('Buddha');

    await footer('Idol Set').click();
    await expect(page).toHaveURL(/\/products\?category=idol%20set$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Idol Sets');
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Idol set/ }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the list and the open suggestions have no serious accessibility violations', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/products?category=lamps&inStock=true');
    await expect(productNames(page).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/products?q=zzqxv');
    await expect(page.getByText('No products found.')).toBeVisible();
    await expectAccessible(page);

    await searchBox(page).click();
    await page.keyboard.type('bell');
    await expect(
      page.getByRole('listbox', { name: 'Search the shop' }).getByRole('option').first(),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('listbox', { name: 'Search the shop' }).getByRole('option').first(),
    ).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  });
});

test.describe('catalog: the list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two cards a row with readable names and prices, laid out from the first paint', async ({ page }) => {
    await page.addInitScript(() => {
      // Each shift with what moved, from where to where: a failure names the element at fault.
      const shifts: unknown[] = [];
      type Shift = PerformanceEntry & {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const box = ({ x, y, width, height }: DOMRectReadOnly) =>
        [x, y, width, height].map(Math.round).join(',');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          shifts.push({
            value: entry.value,
            sources: entry.sources.map(({ node, previousRect, currentRect }) => ({
              node: node instanceof Element ? node.outerHTML.slice(0, 160) : node?.nodeName,
              from: box(previousRect),
              to: box(currentRect),
            })),
          });
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { __shifts: shifts });
    });
    await page.goto('/products');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    // The client-rendered page has replaced the server-rendered one.
    await expect(cards.first().getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();

    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => cards.nth(index).boundingBox()),
    );
    expect(first && second && third).toBeTruthy();
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(second!.x + second!.width).toBeLessThanOrEqual(390);
    expect(first!.width).toBeGreaterThan(150);

    const name = cards.first().getByRole('heading', { level: 3 });
    const price = cards.first().getByText(/^₹/).first();
    for (const text of [name, price]) {
      const size = await text.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(14);
    }
    await expect(price).toBeInViewport();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
  });

  test('the header search fits the phone and suggests as on a wide screen', async ({ page }) => {
    await page.goto('/');
    // Measured once client-rendered: the header prerendered at build time is replaced while being
    // measured otherwise.
    await expect(page.getByTestId('cart-badge')).toBeVisible();
    const box = searchBox(page);
    const area = await box.boundingBox();
    expect(area!.x).toBeGreaterThanOrEqual(0);
    expect(area!.x + area!.width).toBeLessThanOrEqual(390);
    expect(area!.width).toBeGreaterThan(250);

    await box.click();
    await page.keyboard.type('diya');
    const option = page.getByRole('listbox', { name: 'Search the shop' }).getByRole('option').first();
    await expect(option).toBeInViewport();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
