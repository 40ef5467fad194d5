import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { layoutShifts, watchLayoutShifts } from '../../support/layout-shifts';
import { liveReleaseBase } from '../../support/live-releases';
import { listBlogs, paragraphsOf } from '../blog/blog-api';

interface DrawnPage {
  path: string;
  remote: 'blog' | 'checkout' | 'account';
  heading: string;
  /** The title a shared link or a search result shows. */
  title: string;
  /** Words of the page's main text, as a reader sees them. */
  text: string[];
}

/** The pages worth sharing or finding that a remote other than the catalog draws on the server. */
async function drawnPages(request: APIRequestContext, api: string): Promise<DrawnPage[]> {
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
      title: 'Blog · Brass Aangan',
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
      title: 'Shop policies · Brass Aangan',
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
  ];
}

test.describe('pages drawn on the server', () => {
  test('the first answer of each page worth sharing holds its title, heading, text and stylesheet', async ({
    browser,
    request,
    urls,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const drawn of await drawnPages(request, urls.api)) {
      const html = await (await fetch(`${urls.host}${drawn.path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, drawn.path).toContain(
        `<link rel="stylesheet" href="${await liveReleaseBase(drawn.remote)}/`,
      );

      await page.goto(`${urls.host}${drawn.path}`);
      await expect(page, drawn.path).toHaveTitle(drawn.title);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), drawn.path).toHaveText(drawn.heading);
      for (const words of drawn.text) await expect(main.getByText(words).first(), drawn.path).toBeVisible();
      await expect(main.locator(`[data-boundary="${drawn.remote}"]`).first()).toBeVisible();
    }
    await context.close();
  });

  test('the live page takes each drawn page over in the same place, with no layout shift', async ({
    page,
    request,
    urls,
  }) => {
    await watchLayoutShifts(page);
    for (const drawn of await drawnPages(request, urls.api)) {
      await page.goto(drawn.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(drawn.heading);
      // The drawn page is shown busy until the live one has replaced it.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(drawn.heading);
      // Whatever the live page still asks for (the blog list asks again) has arrived.
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page), drawn.path).toEqual([]);
    }
  });
});
