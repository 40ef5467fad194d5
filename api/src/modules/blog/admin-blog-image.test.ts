import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { adminBlogSchema, type AdminBlog } from '@brass/shared/contracts/admin-content';
import { blogSchema } from '@brass/shared/contracts/content';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { multipartBody, type FormPart } from '../../../test/catalog-support.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();

/** A seeded post, published, with its seeded artwork as its image. */
const seeded = 'urli-decorating-ideas';

const picture = (format: 'png' | 'jpeg' | 'gif', width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 181, g: 137, b: 58 } } })
    .toFormat(format)
    .toBuffer();

const file = (body: Buffer | string, filename = 'lamp.png', contentType = 'image/png'): FormPart => ({
  name: 'file',
  body,
  filename,
  contentType,
});

const upload = (parts: FormPart[], id = seeded) => {
  const { payload, headers } = multipartBody(parts);
  return b.admin('PUT', `/blogs/${id}/image`, { payload, headers });
};

async function uploaded(parts: FormPart[], id = seeded): Promise<AdminBlog> {
  const response = await upload(parts, id);
  expect([response.statusCode, response.body]).toEqual([200, expect.anything()]);
  return v.parse(adminBlogSchema, response.json());
}

const storedFiles = async () => (await readdir(b.imageDir)).toSorted();
const stemOf = (url: string) => path.basename(url).replace(/-960\.webp$/, '');
const current = async (id = seeded) =>
  v.parse(adminBlogSchema, (await b.admin('GET', `/blogs/${id}`)).json());
const shopPost = async (id = seeded) =>
  v.parse(blogSchema, (await b.app.inject({ method: 'GET', url: `/api/blogs/${id}` })).json());

describe('PUT /api/admin/blogs/:id/image', () => {
  let first: AdminBlog;

  it('refuses a body cut short with a 400 and a message, and keeps the image', async () => {
    const before = await current();
    const { payload, headers } = multipartBody([file(await picture('png'))]);
    const response = await b.admin('PUT', `/blogs/${seeded}/image`, {
      payload: payload.subarray(0, payload.length - 500),
      headers,
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        message:
          'The upload is not a whole multipart/form-data body (its boundary is missing or wrong, or it was cut short). Please send the image again.',
      },
    ]);
    expect((await current()).image).toBe(before.image);
  });

  it('makes 4:3 files at 480 and 960 pixels of an uploaded PNG, and the shop shows the post with it', async () => {
    const before = await current();
    first = await uploaded([file(await picture('png'))]);
    expect(first.image).toMatch(new RegExp(`^/images/uploads/${seeded}-[0-9a-f]{10}-960\\.webp$`));
    expect(first.preview.image).toBe(first.image);
    expect(Date.parse(first.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    const stem = stemOf(first.image!);
    expect(await storedFiles()).toEqual(
      [480, 960].flatMap((width) => [`${stem}-${width}.avif`, `${stem}-${width}.webp`]).toSorted(),
    );
    for (const width of [480, 960]) {
      const meta = await sharp(path.join(b.imageDir, `${stem}-${width}.webp`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
    const served = await b.app.inject({ method: 'GET', url: first.image!.replace('-960', '-480') });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await shopPost()).image).toBe(first.image);
    expect((await b.auditOf(seeded)).at(-1)).toEqual({
      action: 'blog.image_uploaded',
      actorId: b.staffId,
      details: { title: before.title, image: first.image },
    });
  });

  it('replaces an uploaded image with the next one, deleting the files of the first', async () => {
    const second = await uploaded([file(await picture('jpeg', 800, 1200), 'portrait.jpg', 'image/jpeg')]);
    expect(second.image).not.toBe(first.image);
    const stem = stemOf(second.image!);
    expect(await storedFiles()).toEqual(
      [480, 960].flatMap((width) => [`${stem}-${width}.avif`, `${stem}-${width}.webp`]).toSorted(),
    );
  });

  it('keeps the image through an edit that leaves it out, and an edit that names another deletes its files', async () => {
    const { image, title, body } = await current();
    const kept = await b.admin('PUT', `/blogs/${seeded}`, {
      payload: { title: `${title}, revised`, body },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(v.parse(adminBlogSchema, kept.json()).image).toBe(image);
    expect(await storedFiles()).toHaveLength(4);

    const typed = await b.admin('PUT', `/blogs/${seeded}`, {
      payload: { title, body, image: `/images/blogs/${seeded}-960.webp` },
    });
    expect(v.parse(adminBlogSchema, typed.json()).image).toBe(`/images/blogs/${seeded}-960.webp`);
    expect(await storedFiles()).toEqual([]);
    expect((await b.auditOf(seeded)).at(-1)).toMatchObject({
      action: 'blog.updated',
      details: { changed: 'title, image' },
    });
  });

  it.each([
    ['a text file named .png', () => file('just words, not a picture')],
    ['a GIF', async () => file(await picture('gif'), 'lamp.gif', 'image/gif')],
  ])('refuses %s by its content with a 415, changing nothing', async (_, part) => {
    const before = await current();
    const response = await upload([await part()]);
    expect([response.statusCode, response.json()]).toEqual([
      415,
      { message: 'Upload a JPEG, PNG, WebP or AVIF image' },
    ]);
    expect([await current(), await storedFiles()]).toEqual([before, []]);
  });

  it('refuses a file of 11 MB with a 413, changing nothing', async () => {
    const before = await current();
    const response = await upload([file(Buffer.alloc(11 * 1024 * 1024, 7))]);
    expect([response.statusCode, response.json()]).toEqual([413, { message: 'Images can be at most 10 MB' }]);
    expect([await current(), await storedFiles()]).toEqual([before, []]);
  });

  it('refuses a body without a file, a JSON body and a post that does not exist', async () => {
    const none = await upload([{ name: 'alt', body: 'No file here' }]);
    expect([none.statusCode, none.json()]).toEqual([
      400,
      { message: 'Attach the image as a file of a multipart/form-data body' },
    ]);
    const json = await b.admin('PUT', `/blogs/${seeded}/image`, { payload: { image: '/images/x.webp' } });
    expect([json.statusCode, json.json()]).toEqual([
      415,
      { message: 'Attach the image as a file of a multipart/form-data body' },
    ]);
    const unknown = await upload([file(await picture('png'))], 'no-such-post');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'No blog post has that id.' }]);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('DELETE /api/admin/blogs/:id/image', () => {
  it('takes the image off a post and deletes its files; the shop shows the post without one', async () => {
    const withImage = await uploaded([file(await picture('png'))]);
    const response = await b.admin('DELETE', `/blogs/${seeded}/image`);
    expect(response.statusCode).toBe(200);
    expect(v.parse(adminBlogSchema, response.json()).image).toBeNull();
    expect(await storedFiles()).toEqual([]);
    expect((await shopPost()).image).toBeUndefined();
    expect((await b.auditOf(seeded)).at(-1)).toEqual({
      action: 'blog.image_removed',
      actorId: b.staffId,
      details: { title: withImage.title, image: withImage.image },
    });

    const again = await b.admin('DELETE', `/blogs/${seeded}/image`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: `“${withImage.title}” has no image.` },
    ]);
    const unknown = await b.admin('DELETE', '/blogs/no-such-post/image');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'No blog post has that id.' }]);
  });
});
