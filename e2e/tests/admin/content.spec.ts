import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';
import { backOffice, openSignedIn, ownerSession } from './back-office';
import { tabTo } from '../../support/keyboard';

// A JSON content type only with a body: the API refuses an empty one that claims to be JSON.
const adminApi = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${shopUrls.api}/api/admin${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
  });

/** Picks a file in the chooser that Space opens on the focused file field, as a keyboard user does. */
async function chooseWithKeyboard(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(file);
}

/** A product the shop has on sale, to link from a text. */
async function aProductOnSale(): Promise<{ _id: string; productName: string }> {
  const response = await fetch(`${shopUrls.api}/api/products?page=1&limit=1`);
  const { items } = (await response.json()) as { items: { _id: string; productName: string }[] };
  if (!items[0]) throw new Error('The shop has no product on sale');
  return items[0];
}

/** Whether the image was loaded and shown (a broken or hidden image has no natural width). */
const shown = (image: import('@playwright/test').Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth);

test.describe('the back office: content, by keyboard', () => {
  test('the owner writes a post, uploads its image, previews and publishes it, sees it in the shop, and takes it out', async ({
    page,
    expectAccessible,
  }) => {
    // The longest journey of the back office, typed key by key with five accessibility checks: about
    // 40 s on a machine at half speed, past the suite's 45 s for any one test.
    test.slow();
    const title = `Brass bells for the doorway ${Date.now()}`;
    const paragraphs = [
      'A bell at the doorway greets every guest before you do.',
      'Hang it where the breeze finds it, and polish it before the festival.',
    ];
    const owner = await ownerSession();
    let id = '';
    try {
      await openSignedIn(page, owner, '/admin/content');
      const office = backOffice(page);
      await expect(office.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
      await expect(office.getByRole('region', { name: 'Blog posts' }).getByRole('table')).toBeVisible();
      await expect(office.getByRole('region', { name: 'Policy pages' }).getByRole('table')).toBeVisible();
      await expectAccessible(page);

      await tabTo(page, office.getByRole('link', { name: 'New post' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/admin/content/posts/new');
      const newPost = office.getByRole('form', { name: 'New post' });
      await expect(office.getByText('Save the draft first; then upload its image here.')).toBeVisible();
      await expectAccessible(page);

      await tabTo(page, newPost.getByLabel('Title'));
      await page.keyboard.type(title);
      await page.keyboard.press('Tab');
      // The text's toolbar is one stop of the Tab key, before the text.
      await expect(
        newPost.getByRole('toolbar', { name: 'Formatting' }).getByRole('button').first(),
      ).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(newPost.getByLabel('Text')).toBeFocused();
      await page.keyboard.type(paragraphs.join('\n\n'));
      await tabTo(page, newPost.getByRole('button', { name: 'Save' }));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/admin\/content\/posts\/brass-bells-for-the-doorway-\d+$/);
      id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await expect(office.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
      const post = office.getByRole('form', { name: 'Edit post' });
      const upload = office.getByRole('form', { name: 'Upload an image' });
      const field = upload.getByLabel('Image file');
      await expect(office.getByText('No image: the shop shows the post without one.')).toBeVisible();

      // A file that is no picture, and one too large: the API's refusal shows under the field.
      await tabTo(page, field);
      await chooseWithKeyboard(page, {
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('A list of festival orders, not a picture.'),
      });
      await page.keyboard.press('Tab');
      await expect(upload.getByRole('button', { name: 'Upload' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field).toHaveAccessibleDescription(/^Upload a JPEG, PNG, WebP or AVIF image/);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expectAccessible(page);

      await chooseWithKeyboard(page, {
        name: 'scan.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(11 * 1024 * 1024, 7),
      });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(field).toHaveAccessibleDescription(/^Images can be at most 10 MB/);
      await expect(office.getByText('No image: the shop shows the post without one.')).toBeVisible();

      // A picture: shown as soon as it is chosen, then uploaded.
      const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 800, height: 600 } });
      await expect(field).toBeFocused();
      await chooseWithKeyboard(page, { name: 'doorway-bell.png', mimeType: 'image/png', buffer: picture });
      const chosen = upload.getByRole('img', { name: 'Chosen, not uploaded yet: doorway-bell.png' });
      await expect.poll(() => shown(chosen)).toBeGreaterThan(0);
      await expect(field).not.toHaveAttribute('aria-invalid');
      await tabTo(page, upload.getByRole('button', { name: 'Upload' }));
      await page.keyboard.press('Enter');
      await expect(
        office.getByText('Image uploaded. The shop shows it once the post is published.'),
      ).toBeVisible();
      const current = office.getByRole('img', { name: 'Shown with the post now' });
      await expect(current).toHaveAttribute(
        'src',
        new RegExp(`/images/uploads/${id}-[0-9a-f]{10}-960\\.webp$`),
      );
      await expect.poll(() => shown(current)).toBeGreaterThan(0);

      // The preview, opened with Space, shows the post as the shop will, its image too.
      await tabTo(page, post.getByRole('button', { name: 'Preview' }), { backwards: true });
      await page.keyboard.press('Space');
      const preview = office.getByRole('article');
      await expect(preview.getByRole('heading', { name: title })).toBeVisible();
      await expect(preview.getByText('Not published yet')).toBeVisible();
      await expect(preview.getByText(paragraphs[1]!)).toBeVisible();
      const previewImage = preview.locator('img');
      await expect(previewImage).toHaveAttribute('src', await current.getAttribute('src').then(String));
      await expect.poll(() => shown(previewImage)).toBeGreaterThan(0);
      await expectAccessible(page);

      await tabTo(page, post.getByRole('button', { name: 'Publish' }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(office.getByRole('status').filter({ hasText: 'Published in the shop.' })).toBeVisible();
      await expect(post.getByRole('button', { name: 'Unpublish' })).toBeVisible();

      // The shop's blog lists it with its image in both widths, and its page shows it.
      await page.goto('/blogs');
      const card = page
        .getByRole('list', { name: 'Blog posts' })
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) });
      const cardImage = card.locator('img');
      await expect(cardImage).toHaveAttribute(
        'srcset',
        new RegExp(
          `/images/uploads/${id}-[0-9a-f]{10}-480\\.webp 480w, .+/images/uploads/${id}-[0-9a-f]{10}-960\\.webp 960w$`,
        ),
      );
      await expect.poll(() => shown(cardImage)).toBeGreaterThan(0);
      await card.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(`/blogs/${id}`);
      const article = page.locator('[data-boundary="blog"] article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(article.locator('div > p')).toHaveText(paragraphs);
      await expect.poll(() => shown(article.locator('img'))).toBeGreaterThan(0);

      // Taken out of the shop again, with the keyboard.
      await page.goto(`/admin/content/posts/${id}`);
      await tabTo(page, post.getByRole('button', { name: 'Unpublish' }));
      await page.keyboard.press('Enter');
      await expect(
        office.getByRole('status').filter({ hasText: 'Taken out of the shop: a draft again.' }),
      ).toBeVisible();
      await page.goto(`/blogs/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeVisible();

      // Each change is in the audit log, newest first, in the owner's words.
      await page.goto('/admin/audit');
      const entries = office.getByRole('table').getByRole('row').filter({ hasText: id });
      await expect(entries).toHaveCount(4);
      await expect(entries.nth(0)).toContainText('Unpublished a blog post');
      await expect(entries.nth(1)).toContainText('Published a blog post');
      await expect(entries.nth(2)).toContainText('Uploaded a blog post’s image');
      await expect(entries.nth(3)).toContainText('Wrote a blog post');
    } finally {
      // Whatever became of the journey, the shop's blog is left as it was: the post a draft.
      if (id) await adminApi(`/blogs/${encodeURIComponent(id)}/unpublish`, owner.token, { method: 'POST' });
    }
  });

  test('the owner writes a post in Markdown with the toolbar, links a product, and the shop shows its headings, bold, list and the product card', async ({
    page,
    expectAccessible,
  }) => {
    test.slow();
    const product = await aProductOnSale();
    const title = `Polishing a brass diya ${Date.now()}`;
    const owner = await ownerSession();
    let id = '';
    try {
      await openSignedIn(page, owner, '/admin/content/posts/new');
      const office = backOffice(page);
      const form = office.getByRole('form', { name: 'New post' });
      const text = form.getByLabel('Text');
      const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
      await tabTo(page, form.getByLabel('Title'));
      await page.keyboard.type(title);
      await tabTo(page, text);

      // A heading: the line typed, selected, and marked from the toolbar, reached with Shift+Tab.
      await page.keyboard.type('Why brass needs care');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.press('Shift+Tab');
      await expect(toolbar.getByRole('button', { name: 'Heading' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(text).toBeFocused();
      await page.keyboard.press('End');

      // Bold with Ctrl or Cmd+B over the selected word.
      await page.keyboard.type('\n\nPolish it ');
      await page.keyboard.type('monthly');
      for (let letter = 0; letter < 'monthly'.length; letter++) await page.keyboard.press('Shift+ArrowLeft');
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.press('End');
      await page.keyboard.type(' with tamarind.\n\nTamarind\nLemon');

      // A bulleted list of the two lines, from the toolbar moved along with the arrow keys.
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('Shift+Home');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ControlOrMeta+End');

      // A link to a product of the shop: the words selected, Link, then its address typed in place.
      await page.keyboard.type('\n\nOurs is the ');
      await page.keyboard.type(product.productName);
      for (let letter = 0; letter < product.productName.length; letter++)
        await page.keyboard.press('Shift+ArrowLeft');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('End');
      await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.type(`/product/${product._id}`);
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('.\n\nThe [old lamp](/product/no-such-lamp) is gone.');
      await expect(text).toHaveValue(
        `## Why brass needs care\n\nPolish it **monthly** with tamarind.\n\n- Tamarind\n- Lemon\n\nOurs is the [${product.productName}](/product/${product._id}).\n\nThe [old lamp](/product/no-such-lamp) is gone.`,
      );

      await tabTo(page, form.getByRole('button', { name: 'Preview' }));
      await page.keyboard.press('Space');
      const preview = office.getByRole('article');
      await expect(preview.getByRole('heading', { name: 'Why brass needs care' })).toBeVisible();
      await expect(preview.locator('strong')).toHaveText('monthly');
      await expect(preview.getByRole('listitem')).toHaveText(['Tamarind', 'Lemon']);
      await expect(preview).not.toContainText('**');
      await expectAccessible(page);

      await tabTo(page, form.getByRole('button', { name: 'Save' }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/content\/posts\/polishing-a-brass-diya-\d+$/);
      id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const post = office.getByRole('form', { name: 'Edit post' });
      await tabTo(page, post.getByRole('button', { name: 'Publish' }), { most: 80 });
      await page.keyboard.press('Enter');
      await expect(office.getByRole('status').filter({ hasText: 'Published in the shop.' })).toBeVisible();

      // The server sends the post with the product's card already in it.
      const sent = await page.request.get(`/blogs/${id}`);
      expect(await sent.text()).toContain(`data-product-card="${product._id}"`);

      await page.goto(`/blogs/${id}`);
      const article = page.locator('[data-boundary="blog"] article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(article.getByRole('heading', { level: 2, name: 'Why brass needs care' })).toBeVisible();
      await expect(article.locator('strong')).toHaveText('monthly');
      await expect(article.getByRole('list').getByRole('listitem')).toHaveText(['Tamarind', 'Lemon']);
      const card = article.locator(`[data-product-card="${product._id}"]`);
      await expect(card).toBeVisible();
      await expect(card).toContainText(product.productName);
      await expect(card).toContainText(/₹[\d,]+/);
      await expect(card).toHaveAttribute('href', `/product/${product._id}`);
      await expect.poll(() => shown(card.locator('img'))).toBeGreaterThan(0);
      await expect(article.getByRole('link', { name: 'old lamp' })).toHaveAttribute(
        'href',
        '/product/no-such-lamp',
      );
      await expect(article).not.toContainText('**');
      await expect(article).not.toContainText('##');
      await expectAccessible(page);

      await card.click();
      await expect(page).toHaveURL(`/product/${product._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
    } finally {
      if (id) await adminApi(`/blogs/${encodeURIComponent(id)}/unpublish`, owner.token, { method: 'POST' });
    }
  });

  test('the owner edits a policy page, previews it and sees it in the shop; the page is put back after', async ({
    page,
    expectAccessible,
  }) => {
    const owner = await ownerSession();
    const pages = (await (await adminApi('/pages', owner.token)).json()) as {
      pages: { slug: string; title: string; body: string }[];
    };
    const shipping = pages.pages.find((candidate) => candidate.slug === 'shipping');
    if (!shipping) throw new Error('The shop has no shipping page');
    const heading = `Festival dispatch ${Date.now()}`;
    const product = await aProductOnSale();
    const paragraph = 'Orders placed in Diwali week leave our Kumbakonam workshop within two days.';
    try {
      await openSignedIn(page, owner, '/admin/content');
      const office = backOffice(page);
      const pagesCard = office.getByRole('region', { name: 'Policy pages' });
      await tabTo(page, pagesCard.getByRole('link', { name: shipping.title, exact: true }), { most: 80 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/admin/content/pages/shipping');
      const form = office.getByRole('form', { name: 'Edit page' });
      await expect(form.getByLabel('Text')).toHaveValue(shipping.body);
      await expectAccessible(page);

      await tabTo(page, form.getByLabel('Text'));
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(
        `\n\n## ${heading}\n${paragraph} **Sealed** in:\n\n- a cotton cloth\n- a wooden crate\n\nAsk for the [${product.productName}](/product/${product._id}).`,
      );
      await tabTo(page, form.getByRole('button', { name: 'Preview' }));
      await page.keyboard.press('Space');
      const preview = office.getByRole('article');
      await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
      await expect(preview.getByText(paragraph)).toBeVisible();
      await expectAccessible(page);

      await tabTo(page, form.getByRole('button', { name: 'Save' }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(
        office.getByRole('status').filter({ hasText: 'Page saved. The shop shows it from now on.' }),
      ).toBeVisible();

      await page.goto('/policies/shipping');
      const article = page.locator('main [data-boundary="blog"] article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(shipping.title);
      await expect(article.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(article.getByText(paragraph)).toBeVisible();
      await expect(article.locator('strong')).toHaveText('Sealed');
      await expect(article.getByRole('listitem')).toHaveText(['a cotton cloth', 'a wooden crate']);
      const card = article.locator(`[data-product-card="${product._id}"]`);
      await expect(card).toContainText(product.productName);
      await expect(card).toHaveAttribute('href', `/product/${product._id}`);
      await expect(article).not.toContainText('**');
      await expect(article).not.toContainText('##');
      await expectAccessible(page);
    } finally {
      await adminApi('/pages/shipping', owner.token, {
        method: 'PUT',
        body: JSON.stringify({ title: shipping.title, body: shipping.body }),
      });
    }
  });
});
