import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { ownerSession } from '../admin/back-office';
import { addPhotoWithApi, archiveWithApi, createWithApi, publishWithApi } from '../admin/product-api';
import { shopUrls } from '../../support/urls';
import { structuredData } from './structured-data';

/** A seeded idol with all its facts, several pieces naming the same deity and no journey buying it. */
const productId = 'ganesha-prabhavali-12in';

interface ShownProduct {
  _id: string;
  productName: string;
}

async function seeded(): Promise<ShownProduct> {
  const response = await fetch(`${shopUrls.api}/api/products/${productId}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as ShownProduct;
}

/** The product's page once the client-rendered page has replaced the server-rendered one. */
async function openProduct(page: Page, product: ShownProduct) {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expect(page.locator('[aria-busy="true"] [data-boundary="catalog"]')).toHaveCount(0);
}

/** A finger swiped across the middle of `target` by `dx`, `dy` pixels, as the phone's touch screen sends it. */
async function swipeAcross(page: Page, target: Locator, dx: number, dy = 0): Promise<void> {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2 - dy / 2;
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step++) {
    const point = { x: x + (dx * step) / 6, y: y + (dy * step) / 6 };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

const WEEKDAY = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';

test.describe('catalog: the product page answers a buyer', () => {
  let product: ShownProduct;
  test.beforeAll(async () => {
    product = await seeded();
  });

  test('lists its facts, leads back through its category, and tells search engines both', async ({
    page,
  }) => {
    await openProduct(page, product);
    const details = page.getByRole('region', { name: 'Details' });
    for (const fact of ['Height', 'Width', 'Depth', 'Weight', 'Material']) {
      await expect(details.getByRole('rowheader', { name: fact })).toBeVisible();
    }

    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Idols', product.productName]);
    await expect(trail.getByText(product.productName)).toHaveAttribute('aria-current', 'page');
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const data = await structuredData(page, 'Product');
    expect(data).toMatchObject({
      name: product.productName,
      image: [expect.stringMatching(/-960\.webp$/)],
      material: 'Brass',
      weight: { '@type': 'QuantitativeValue', unitCode: 'KGM' },
      height: { '@type': 'QuantitativeValue', unitCode: 'CMT' },
      // Sold in three sizes: one offer spanning their prices.
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: '9800.00',
        highPrice: '28500.00',
        offerCount: 3,
        availability: 'https://schema.org/InStock',
      },
    });
    expect(await structuredData(page, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Idols', item: expect.stringMatching(/\/products\?category=idols$/) },
        { position: 3, name: product.productName },
      ],
    });

    await trail.getByRole('link', { name: 'Idols' }).click();
    await expect(page).toHaveURL(/\/products\?category=idols$/);
  });

  test('says by which day a piece reaches 600042, refuses letters, and names a pincode it does not serve', async ({
    page,
  }) => {
    await openProduct(page, product);
    const pincode = page.getByRole('textbox', { name: 'Check delivery' });
    const check = page.getByRole('button', { name: 'Check', exact: true });

    await pincode.fill('6000ab');
    await expect(pincode).toHaveValue('6000');
    await expect(page.getByText('Enter a 6-digit pincode')).toBeVisible();

    await pincode.fill('600042');
    await check.click();
    await expect(page.getByText(new RegExp(`^Delivers by ${WEEKDAY}, \\d{1,2} [A-Z][a-z]+$`))).toBeVisible();
    const estimate = (await (
      await fetch(`${shopUrls.api}/api/delivery-estimate?pincode=600042&productId=${productId}`)
    ).json()) as { deliversBy: string };
    const expected = new Intl.DateTimeFormat('en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${estimate.deliversBy}T00:00:00Z`));
    await expect(page.getByText(`Delivers by ${expected}`)).toBeVisible();

    await pincode.fill('901234');
    await pincode.press('Enter');
    await expect(page.getByText('We do not deliver to 901234 yet')).toBeVisible();
  });

  test('shows a clear message in the page when the courier service is down', async ({ page, fault }) => {
    await openProduct(page, product);
    await fault('shiprocket', 'down');
    await page.getByRole('textbox', { name: 'Check delivery' }).fill('560034');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(
      page.getByText('Delivery dates cannot be checked just now. Please try again in a few minutes.'),
    ).toBeVisible();
  });

  test('shows related pieces as cards, which lead to their own pages', async ({ page }) => {
    await openProduct(page, product);
    const related = page.getByRole('region', { name: 'You may also like' });
    const cards = related.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(6);
    const links = await related
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).not.toContain(`/product/${productId}`);
    // Pieces naming Ganesha come first.
    await expect(cards.first().getByRole('heading')).toContainText('Ganesha');

    const name = (await cards.first().getByRole('heading').textContent())!;
    await cards.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('opens the photo larger from the keyboard, keeps the focus in it, and gives the focus back', async ({
    page,
  }) => {
    await openProduct(page, product);
    const enlarge = page.getByRole('button', { name: 'Enlarge photo' });
    await enlarge.focus();
    await page.keyboard.press('Enter');

    const view = page.getByRole('dialog', { name: `Photos of ${product.productName}` });
    await expect(view).toBeVisible();
    const close = view.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    const large = view.getByRole('img', { name: product.productName });
    await expect(large).toHaveAttribute('src', /-960\.webp$/);
    await expect
      .poll(() => large.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(/-960\.webp$/);

    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab');
      expect(await view.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await view.getByRole('button', { name: 'Zoom in' }).click();
    await expect(view.getByRole('button', { name: 'Zoom out' })).toBeEnabled();

    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(enlarge).toBeFocused();
  });

  test('has no serious accessibility violations, the larger view open or not', async ({
    page,
    expectAccessible,
  }) => {
    await openProduct(page, product);
    await expect(
      page.getByRole('region', { name: 'You may also like' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Enlarge photo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('fits the screen, the related pieces scrolling sideways in their own row', async ({ page }) => {
      await openProduct(page, product);
      await expect(page.getByRole('region', { name: 'You may also like' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test.describe('with a touch screen', () => {
      test.use({ hasTouch: true });

      test('a swipe on the photo shows the next one, and back; a tap still enlarges it', async ({ page }) => {
        const owner = await ownerSession();
        const name = `Kuthuvilakku Pair ${Date.now()}`;
        let id = '';
        try {
          id = await createWithApi(name, 'lamps', owner.token);
          await addPhotoWithApi(id, owner.token, 'kuthuvilakku-18in-960.webp', 'The lamp lit');
          await addPhotoWithApi(id, owner.token, 'aarti-diya-with-handle-960.webp', 'Its handle');
          await publishWithApi(id, owner.token);
          await openProduct(page, { _id: id, productName: name });
          const photo = page.getByRole('button', { name: /^Enlarge photo/ });
          await expect(photo).toHaveAccessibleName('Enlarge photo 1 of 2');

          await swipeAcross(page, photo, -160);
          await expect(photo).toHaveAccessibleName('Enlarge photo 2 of 2');
          await expect(photo.getByRole('img')).toHaveAccessibleName('Its handle');
          await expect(page.getByRole('button', { name: 'Show photo 2 of 2' })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
          await expect(page.getByRole('dialog')).toHaveCount(0);

          await swipeAcross(page, photo, 160);
          await expect(photo).toHaveAccessibleName('Enlarge photo 1 of 2');

          // Up the screen is the page scrolling, not a swipe.
          const scrolled = await page.evaluate(() => window.scrollY);
          await swipeAcross(page, photo, 20, -200);
          await expect(photo).toHaveAccessibleName('Enlarge photo 1 of 2');
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);

          await photo.tap();
          await expect(page.getByRole('dialog', { name: `Photos of ${name}` })).toBeVisible();
        } finally {
          if (id) await archiveWithApi(id, owner.token);
        }
      });
    });
  });
});
