import { expect, test } from '../../support/fixtures';
import {
  collectConsoleErrors,
  expectListenersAsBefore,
  loadParcel,
  mountParcel,
  openPartnerPage,
  pageListeners,
  parcelElement,
  unmountParcel,
  updateParcel,
} from '../../support/partner-page';
import { listBlogs } from '../blog/blog-api';
import { cartOf, newAccount } from '../checkout/shopper';

/**
 * Each team's parcel on a page that is not the shop's: mounted from the live release through the
 * Module Federation runtime, updated with new props, used, and unmounted without a trace.
 */
test.describe('parcels on a partner page', () => {
  let consoleErrors: string[];

  test.beforeEach(async ({ page }) => {
    consoleErrors = collectConsoleErrors(page);
    await openPartnerPage(page);
  });

  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  test('catalog: the product card follows its productId, and Add to Cart shows in the mini-cart', async ({
    page,
    urls,
  }) => {
    const [first, second] = await cartOf(2);
    await loadParcel(page, 'catalog');
    const before = await pageListeners(page);
    const card = parcelElement(page, 'catalog');
    const miniCart = parcelElement(page, 'checkout');

    await mountParcel(page, 'catalog', { productId: first!.id });
    await mountParcel(page, 'checkout');
    await expect(card.getByRole('heading', { name: first!.name })).toBeVisible();
    await expect(miniCart.getByText('Your cart is empty.')).toBeVisible();

    await updateParcel(page, 'catalog', { productId: second!.id });
    await expect(card.getByRole('heading', { name: second!.name })).toBeVisible();
    await expect(card.getByRole('link', { name: second!.name })).toHaveAttribute(
      'href',
      `${urls.host}/product/${second!.id}`,
    );

    await card.getByRole('button', { name: `Add to Cart: ${second!.name}` }).click();
    await expect(card.getByRole('status')).toHaveText('Added to cart');
    await expect(miniCart.getByRole('heading', { name: 'Your cart (1 item)' })).toBeVisible();
    await expect(miniCart.getByRole('listitem')).toContainText(second!.name);

    await unmountParcel(page, 'catalog');
    await expect(card).toBeEmpty();
    await unmountParcel(page, 'checkout');
    await expectListenersAsBefore(page, before);
  });

  test('checkout: the mini-cart leads to the shop with the same cart, and follows its shopUrl', async ({
    page,
    urls,
  }) => {
    const [item] = await cartOf(1);
    await loadParcel(page, 'checkout');
    const before = await pageListeners(page);
    const miniCart = parcelElement(page, 'checkout');

    await mountParcel(page, 'checkout');
    await mountParcel(page, 'catalog', { productId: item!.id });
    await parcelElement(page, 'catalog')
      .getByRole('button', { name: `Add to Cart: ${item!.name}` })
      .click();
    await parcelElement(page, 'catalog')
      .getByRole('button', { name: `Add to Cart: ${item!.name}` })
      .click();
    await expect(miniCart.getByRole('heading', { name: 'Your cart (2 items)' })).toBeVisible();
    await expect(miniCart.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      `${urls.host}/checkout`,
    );

    await updateParcel(page, 'checkout', { shopUrl: 'https://brassaangan.in' });
    await expect(miniCart.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/checkout',
    );
    await updateParcel(page, 'checkout', {});

    await unmountParcel(page, 'catalog');
    await unmountParcel(page, 'checkout');
    await expect(miniCart).toBeEmpty();
    await expectListenersAsBefore(page, before);

    await mountParcel(page, 'checkout');
    await miniCart.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(`${urls.host}/cart`);
    await expect(page.getByRole('link', { name: item!.name })).toBeVisible();
  });

  test('account: the badge shows a sign-in made in another tab of the shop, and logs out', async ({
    page,
    context,
    urls,
  }) => {
    const { email, password, session } = await newAccount('Lakshmi Iyer');
    await loadParcel(page, 'account');
    const before = await pageListeners(page);
    const badge = parcelElement(page, 'account');

    await mountParcel(page, 'account');
    await expect(badge.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `${urls.host}/login`);

    const shopTab = await context.newPage();
    await shopTab.goto(`${urls.host}/login`);
    await shopTab.getByLabel('Email').fill(email);
    await shopTab.getByLabel('Password').fill(password);
    await shopTab.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(shopTab).toHaveURL(`${urls.host}/`);
    await shopTab.close();

    await expect(badge.getByText(session.user.name)).toBeVisible();
    await expect(badge.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      `${urls.host}/orders`,
    );
    await updateParcel(page, 'account', { shopUrl: 'https://brassaangan.in' });
    await expect(badge.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      'https://brassaangan.in/orders',
    );

    await badge.getByRole('button', { name: 'Logout' }).click();
    await expect(badge.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await unmountParcel(page, 'account');
    await expect(badge).toBeEmpty();
    await expectListenersAsBefore(page, before);
  });

  test('blog: the latest posts follow their limit and open in the shop', async ({ page, request, urls }) => {
    const newest = (await listBlogs(request, urls.api)).sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    expect(newest.length).toBeGreaterThanOrEqual(2);
    await loadParcel(page, 'blog');
    const before = await pageListeners(page);
    const posts = parcelElement(page, 'blog').getByRole('listitem');

    await mountParcel(page, 'blog', { limit: 2 });
    await expect(posts).toHaveCount(2);
    await expect(posts.first()).toContainText(newest[0]!.title);

    await updateParcel(page, 'blog', { limit: 1 });
    await expect(posts).toHaveCount(1);

    await unmountParcel(page, 'blog');
    await expect(parcelElement(page, 'blog')).toBeEmpty();
    await expectListenersAsBefore(page, before);

    await mountParcel(page, 'blog');
    await parcelElement(page, 'blog').getByRole('link', { name: newest[0]!.title }).click();
    await expect(page).toHaveURL(`${urls.host}/blogs/${newest[0]!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: newest[0]!.title })).toBeVisible();
  });

  test('the four parcels together have no serious accessibility problem', async ({
    page,
    expectAccessible,
  }) => {
    const [item] = await cartOf(1);
    await mountParcel(page, 'account');
    await mountParcel(page, 'catalog', { productId: item!.id });
    await mountParcel(page, 'checkout');
    await mountParcel(page, 'blog');
    await parcelElement(page, 'catalog')
      .getByRole('button', { name: `Add to Cart: ${item!.name}` })
      .click();
    await expect(parcelElement(page, 'checkout').getByRole('listitem')).toContainText(item!.name);
    await expect(parcelElement(page, 'blog').getByRole('listitem')).toHaveCount(3);

    await expectAccessible(page);
  });
});
