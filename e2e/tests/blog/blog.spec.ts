import { expect, test } from '../../support/fixtures';
import { listBlogs, paragraphsOf } from './blog-api';

test.describe('blog: list and posts', () => {
  test('from the list to a post and back', async ({ page, request, urls }) => {
    const blogs = await listBlogs(request, urls.api);
    const blog =
      blogs.find((candidate) => candidate.image && candidate.description.length > 120) ?? blogs[0]!;

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
    await expect(cards).toHaveCount(blogs.length);
    const card = cards.filter({ has: page.getByRole('link', { name: blog.title, exact: true }) });
    // The words alone, on one line: a blank line between paragraphs is a space in the excerpt.
    const words = paragraphsOf(blog).join(' ');
    await expect(card.getByText(`${words.slice(0, 120)}...`)).toBeVisible();
    await expect(card.getByText(/^Published on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(card.getByText('Read more →')).toBeVisible();
    await expect(page).toHaveTitle('Blog · Brass Aangan');

    await card.getByRole('link', { name: blog.title, exact: true }).click();
    await expect(page).toHaveURL(`/blogs/${blog._id}`);
    const article = page.locator('[data-boundary="blog"] article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect(article.locator('img')).toBeVisible();
    await expect(article.getByText(/^Published on /)).toBeVisible();
    await expect(article.locator('div > p')).toHaveText(paragraphsOf(blog));
    await expect(page).toHaveTitle(`${blog.title} · Brass Aangan`);
    const structuredData = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(structuredData).toMatchObject({
      '@type': 'Article',
      headline: blog.title,
      datePublished: blog.createdAt,
      author: { name: 'Brass Aangan' },
      publisher: { name: 'Brass Aangan' },
    });

    await article.getByRole('link', { name: 'Back to Blogs' }).click();
    await expect(page).toHaveURL('/blogs');
    await expect(cards).toHaveCount(blogs.length);

    await page.goBack();
    await expect(page).toHaveURL(`/blogs/${blog._id}`);
    await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  });

  test('an unknown post answers 404, says so and leads back to the blog', async ({ page }) => {
    const response = await page.goto('/blogs/no-such-post');
    expect(response?.status()).toBe(404);
    // Rendered on the server: the first response already says so, before any script runs.
    expect(await response?.text()).toContain('Blog not found');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist")).toBeVisible();

    await page.getByRole('link', { name: 'Back to Blogs' }).click();
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('list', { name: 'Blog posts' })).toBeVisible();
  });

  test('with the API failing the list shows the error, and Try Again reloads it', async ({ page, urls }) => {
    await page.route(`${urls.api}/api/blogs`, (route) =>
      route.fulfill({ status: 500, json: { message: 'The blog is resting for a moment' } }),
    );
    await page.goto('/blogs');

    const error = page.getByRole('alert').filter({ hasText: 'Error Loading Blogs' });
    await expect(error).toBeVisible();
    await expect(error.getByText('Failed to load blogs: The blog is resting for a moment')).toBeVisible();

    await page.unroute(`${urls.api}/api/blogs`);
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('list', { name: 'Blog posts' })).toBeVisible();
    await expect(page.getByText('Error Loading Blogs')).toBeHidden();
  });

  test('with the API unreachable the list says why, with Try Again', async ({ page, urls }) => {
    await page.route(`${urls.api}/api/blogs`, (route) => route.abort('connectionrefused'));
    await page.goto('/blogs');

    await expect(page.getByText('Failed to load blogs: Network Error')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('an image that fails to load is hidden, on the card and on the post', async ({
    page,
    request,
    urls,
  }) => {
    const blogs = await listBlogs(request, urls.api);
    const broken = blogs.find((blog) => blog.image)!;
    const imageStem = broken.image!.replace(/-\d+\.\w+$/, '');
    await page.route(`${urls.api}${imageStem}-*`, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );

    await page.goto('/blogs');
    const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
    const brokenCard = cards.filter({ has: page.getByRole('link', { name: broken.title, exact: true }) });
    await expect(brokenCard.getByRole('link', { name: broken.title, exact: true })).toBeVisible();
    await expect(brokenCard.locator('img')).toHaveCount(0);
    const others = blogs.filter((blog) => blog.image && blog !== broken).length;
    await expect(cards.locator('img')).toHaveCount(others);

    await brokenCard.getByRole('link', { name: broken.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: broken.title })).toBeVisible();
    await expect(page.locator('[data-boundary="blog"] article img')).toHaveCount(0);
  });
});
