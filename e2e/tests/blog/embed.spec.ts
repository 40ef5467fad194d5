import { expect, test } from '../../support/fixtures';
import { listBlogs } from './blog-api';

// embed.html names the shop's config by its default address; a run on other ports is pointed at its own.
const EMBED_CONFIG_URL = 'http://localhost:5173/config.json';

test.describe('blog parcel on a plain page', () => {
  test('embed.html mounts the blog list with no host, and opens posts in place', async ({
    page,
    request,
    urls,
  }) => {
    if (urls.host !== 'http://localhost:5173') {
      await page.route(EMBED_CONFIG_URL, async (route) =>
        route.fulfill({ json: await (await request.get(`${urls.host}/config.json`)).json() }),
      );
    }
    const blogs = await listBlogs(request, urls.api);
    const blog = blogs[0]!;

    await page.goto(`${urls.blog}/embed.html`);
    const widget = page.locator('[data-brass-blog]');
    await expect(widget.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(widget.getByRole('list', { name: 'Blog posts' }).getByRole('article')).toHaveCount(
      blogs.length,
    );
    await expect(page.locator('[data-boundary="shell"]')).toHaveCount(0);

    await widget.getByRole('link', { name: blog.title, exact: true }).click();
    await expect(widget.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
    await expect(page).toHaveURL(`${urls.blog}/embed.html`);

    await widget.getByRole('link', { name: 'Back to Blogs' }).click();
    await expect(widget.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });
});
