import { expect, test } from '../../support/fixtures';
import { listBlogs } from './blog-api';

test.describe('blog pages are accessible (no serious or critical axe violations)', () => {
  test('blog list', async ({ page, expectAccessible }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('list', { name: 'Blog posts' })).toBeVisible();
    await expectAccessible(page);
  });

  test('blog post', async ({ page, request, urls, expectAccessible }) => {
    const [blog] = await listBlogs(request, urls.api);
    await page.goto(`/blogs/${blog!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: blog!.title })).toBeVisible();
    await expectAccessible(page);
  });

  test('our story', async ({ page, expectAccessible }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await expectAccessible(page);
  });

  test('contact form, also with its error showing', async ({ page, urls, expectAccessible }) => {
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1, name: "LET'S CONNECT" })).toBeVisible();
    await expectAccessible(page);

    await page.route(`${urls.api}/api/contact`, (route) => route.abort('connectionrefused'));
    await page.getByLabel('First name').fill('Lakshmi');
    await page.getByLabel('Last name').fill('Narayanan');
    await page.getByLabel('Email').fill('lakshmi@example.in');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page);
  });
});
