import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { layoutShifts, watchLayoutShifts } from '../../support/layout-shifts';
import { liveReleaseBase } from '../../support/live-releases';
import { listBlogs, paragraphsOf } from '../blog/blog-api';
import { cartOf, openWith } from '../checkout/shopper';

interface ServerRenderedPage {
  path: string;
  remote: 'blog' | 'checkout' | 'account';
  heading: string;
  /** The title a shared link or a search result shows. */
  title: string;
  /** Words of the page's main text, as a reader sees them. */
  text: string[];
  /**
   * A shopper's own page, server-rendered as its shell: a visitor without a session is sent on to sign
   * in, so its replacement is checked signed in (shopper-page-shells.spec.ts).
   */
  shoppersOwn?: true;
}

/** The pages worth sharing or finding that a remote other than the catalog renders on the server. */
async function serverRenderedPages(request: APIRequestContext, api: string): Promise<ServerRenderedPage[]> {
  const [post] = await listBlogs(request, api);
  const shipping = (await (await request.get(`${api}/api/pages/shipping`)).json()) as { title: string };
  return [
    {
      path: '/blogs',
      remote: 'blog',
      heading: 'Blog',
      title: 'Blog · Brass Aangan',
      text: ['Notes from our workshop', post!.title],
    },
    {
      path: `/blogs/${post!._id}`,
      remote: 'blog',
      heading: post!.title,
      title: `${post!.title} · Brass Aangan`,
      text: paragraphsOf(post!).slice(0, 2),
    },
    {
      path: '/about',
      remote: 'blog',
      heading: 'Our Story',
      title: 'Our Story · Brass Aangan',
      text: ['Why a courtyard', 'How Indian brass is made'],
    },
    {
      path: '/contactus',
      remote: 'blog',
      heading: "LET'S CONNECT",
      title: 'Contact us · Brass Aangan',
      text: ['We read every message and reply by email.', 'First name'],
    },
    {
      path: '/policies/shipping',
      remote: 'blog',
      heading: shipping.title,
      title: `${shipping.title} · Brass Aangan`,
      text: [],
    },
    {
      path: '/cart',
      remote: 'checkout',
      heading: 'My Cart',
      title: 'My Cart · Brass Aangan',
      text: ['Opening your cart...', 'Back to shopping'],
    },
    {
      path: '/login',
      remote: 'account',
      heading: 'Sign in to your account',
      title: 'Sign in · Brass Aangan',
      text: ['or sign in with email'],
    },
    {
      path: '/register',
      remote: 'account',
      heading: 'Create your account',
      title: 'Create account · Brass Aangan',
      text: ['Already have an account?'],
    },
    {
      path: '/checkout',
      remote: 'checkout',
      heading: 'Checkout',
      title: 'Checkout · Brass Aangan',
      text: ['Opening your cart...'],
      shoppersOwn: true,
    },
    {
      path: '/orders',
      remote: 'account',
      heading: 'My Orders',
      title: 'My Orders · Brass Aangan',
      text: ['Loading your orders...'],
      shoppersOwn: true,
    },
  ];
}

test.describe('pages rendered on the server', () => {
  test('the first response of each page worth sharing holds its title, heading, text and stylesheet', async ({
    browser,
    request,
    urls,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const rendered of await serverRenderedPages(request, urls.api)) {
      const html = await (await fetch(`${urls.host}${rendered.path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, rendered.path).toContain(
        `<link rel="stylesheet" href="${await liveReleaseBase(rendered.remote)}/`,
      );

      await page.goto(`${urls.host}${rendered.path}`);
      await expect(page, rendered.path).toHaveTitle(rendered.title);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), rendered.path).toHaveText(rendered.heading);
      for (const words of rendered.text)
        await expect(main.getByText(words).first(), rendered.path).toBeVisible();
      await expect(main.locator(`[data-boundary="${rendered.remote}"]`).first()).toBeVisible();
    }
    await context.close();
  });

  test('the client-rendered page replaces each server-rendered page in the same place, with no layout shift', async ({
    page,
    request,
    urls,
  }) => {
    await watchLayoutShifts(page);
    for (const rendered of (await serverRenderedPages(request, urls.api)).filter(
      (rendered) => !rendered.shoppersOwn,
    )) {
      await page.goto(rendered.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(rendered.heading);
      // The server-rendered page is shown busy until the client-rendered one has replaced it.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(rendered.heading);
      // Whatever the client-rendered page still asks for (the blog list asks again) has arrived.
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page), rendered.path).toEqual([]);
    }
  });
});

/** The pages that show a large image at the top, with the title each names itself by. */
async function pagesWithLargeImages(request: APIRequestContext, api: string) {
  const [product] = (await (await request.get(`${api}/api/products`)).json()) as {
    _id: string;
    productName: string;
  }[];
  const post = (await listBlogs(request, api)).find((blog) => blog.image);
  return [
    { path: '/products', title: 'Shop all · Brass Aangan' },
    { path: `/product/${product!._id}`, title: `${product!.productName} · Brass Aangan` },
    { path: '/blogs', title: 'Blog · Brass Aangan' },
    { path: `/blogs/${post!._id}`, title: `${post!.title} · Brass Aangan` },
  ];
}

const attribute = (element: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(element)?.[1];

test.describe('the largest image of a server-rendered page', () => {
  test('is preloaded from the first response’s head, high first, exactly as its <img> asks for it; the others wait to be scrolled to', async ({
    request,
    urls,
  }) => {
    for (const { path, title } of await pagesWithLargeImages(request, urls.api)) {
      const html = await (await fetch(`${urls.host}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const body = html.slice(html.indexOf('</head>'));

      const imagePreloads = head.match(/<link rel="preload" as="image"[^>]*>/gi) ?? [];
      const preloads = imagePreloads.filter((link) => attribute(link, 'fetchpriority') === 'high');
      expect(preloads, path).toHaveLength(1);
      expect(imagePreloads[0], path).toBe(preloads[0]);
      const images = body.match(/<img [^>]*>/gi) ?? [];
      expect(images.filter((image) => attribute(image, 'fetchpriority') === 'high')).toHaveLength(1);
      // The largest image's AVIF files, offered first by its <picture>, WebP ones to other browsers.
      const [, avif, webp] = /<source type="image\/avif"([^>]*)><img ([^>]*fetchpriority="high"[^>]*)>/i.exec(
        body,
      )!;
      expect(attribute(preloads[0]!, 'type'), path).toBe('image/avif');
      expect(attribute(preloads[0]!, 'imagesrcset'), path).toBe(attribute(avif!, 'srcset'));
      expect(attribute(preloads[0]!, 'imagesizes'), path).toBe(attribute(avif!, 'sizes'));
      expect(attribute(avif!, 'srcset'), path).toMatch(/-480\.avif 480w, .*-960\.avif 960w$/);
      expect(attribute(` ${webp}`, 'srcset'), path).toMatch(/-480\.webp 480w, .*-960\.webp 960w$/);
      for (const image of images) {
        expect(attribute(image, 'width'), `${path}: ${image}`).toMatch(/^\d+$/);
        expect(attribute(image, 'height'), `${path}: ${image}`).toMatch(/^\d+$/);
      }
      // Only the shop's first row of cards is fetched at once; everything further down waits.
      const atOnce = images.filter((image) => attribute(image, 'loading') !== 'lazy');
      expect(atOnce.length, path).toBeLessThanOrEqual(path === '/products' ? 5 : 1);
      // What a shared link or a search result shows: the page's own name, before any script.
      expect(head, path).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    }
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`is downloaded once, the file the preload fetched, ${viewport.width} px wide`, async ({
      browser,
      request,
      urls,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const images: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'image') images.push(sent.url());
      });
      for (const { path } of await pagesWithLargeImages(request, urls.api)) {
        images.length = 0;
        await page.goto(`${urls.host}${path}`);
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const shown = await page
          .locator('main img[fetchpriority="high"]')
          .evaluate((image: HTMLImageElement) => ({
            file: image.currentSrc,
            files: [image, ...Array.from(image.parentElement?.querySelectorAll('source') ?? [])].flatMap(
              (offer) =>
                (offer as HTMLImageElement).srcset
                  .split(',')
                  .map((candidate) => candidate.trim().split(' ')[0]!),
            ),
          }));
        expect(shown.file, path).toMatch(/\.avif$/);
        expect(
          images.filter((url) => shown.files.includes(url)),
          path,
        ).toEqual([shown.file]);
      }
      await context.close();
    });
  }
});

test.describe('the cart server-rendered as its shell', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 720 },
  ]) {
    test(`is taken over without moving what is in view, empty or not, ${viewport.width} px wide`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await watchLayoutShifts(page);
      for (const lines of [0, 1, 3]) {
        await openWith(page, '/cart', await cartOf(lines));
        const main = page.getByRole('main');
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        if (lines === 0) await expect(main.getByText('Your cart is empty.')).toBeVisible();
        else
          await expect(
            main.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem'),
          ).toHaveCount(lines);
        await expect(main.getByText('Calculating...')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const moved = (await layoutShifts(page)).reduce((sum, shift) => sum + shift, 0);
        expect(moved, `${lines} lines`).toBeLessThanOrEqual(0.02);
      }
    });
  }
});
