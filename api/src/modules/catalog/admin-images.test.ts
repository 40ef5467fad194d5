import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { adminProductSchema, type AdminProduct } from '@brass/shared/contracts/admin-products';
import { productSchema } from '@brass/shared/contracts/catalog';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productImages, products } from '../../db/schema.js';
import { multipartBody, type FormPart } from '../../../test/catalog-support.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();

/** A seeded product: its artwork is its image until a photo is uploaded. */
const urli = 'urli-small-8in';

/** A landscape photo, so the square crop and the original's size both show. */
const photo = (format: 'png' | 'jpeg' | 'gif', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 181, g: 137, b: 58 } } })
    .toFormat(format)
    .toBuffer();

const upload = (parts: FormPart[], productId = urli) => {
  const { payload, headers } = multipartBody(parts);
  return b.admin('POST', `/products/${productId}/images`, { payload, headers });
};

const file = (body: Buffer | string, filename = 'photo.png', contentType = 'image/png'): FormPart => ({
  name: 'file',
  body,
  filename,
  contentType,
});

const storedFiles = async () => (await readdir(b.imageDir)).toSorted();

async function imageRows() {
  const [row] = await b.database.db.select({ n: count() }).from(productImages);
  return row?.n;
}

async function uploaded(parts: FormPart[]): Promise<AdminProduct> {
  const response = await upload(parts);
  expect([response.statusCode, response.json()]).toEqual([201, expect.anything()]);
  return v.parse(adminProductSchema, response.json());
}

const stemOf = (url: string) => path.basename(url).replace(/-480\.webp$/, '');

describe('POST /api/admin/products/:id/images', () => {
  let first: AdminProduct['images'][number];

  it('makes seven square files of an uploaded PNG (six for pages, a JPEG to share) and makes it the main image, in the shop too', async () => {
    const product = await uploaded([
      { name: 'alt', body: 'A shallow urli with lotus rim' },
      file(await photo('png')),
    ]);
    expect(product.images).toEqual([
      {
        id: expect.stringMatching(/^img_/),
        url: expect.stringMatching(/^\/images\/uploads\/urli-small-8in-[0-9a-f]{10}-480\.webp$/),
        alt: 'A shallow urli with lotus rim',
        width: 1200,
        height: 800,
      },
    ]);
    first = product.images[0]!;
    expect(product.image).toBe(first.url);
    const stem = stemOf(first.url);
    expect(await storedFiles()).toEqual(
      [
        `${stem}-1200.jpg`,
        ...[240, 480, 960].flatMap((width) => [`${stem}-${width}.avif`, `${stem}-${width}.webp`]),
      ].toSorted(),
    );
    const share = await sharp(path.join(b.imageDir, `${stem}-1200.jpg`)).metadata();
    expect([share.format, share.width, share.height]).toEqual(['jpeg', 1200, 1200]);
    for (const width of [240, 480, 960]) {
      for (const format of ['webp', 'avif']) {
        const meta = await sharp(path.join(b.imageDir, `${stem}-${width}.${format}`)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          format === 'webp' ? 'webp' : 'heif',
          width,
          width,
        ]);
      }
    }
    const served = await b.app.inject({ method: 'GET', url: first.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const shown = v.parse(
      productSchema,
      (await b.app.inject({ method: 'GET', url: `/api/products/${urli}` })).json(),
    );
    expect(shown.image).toBe(first.url);
    expect(await b.auditOf(urli)).toEqual([
      { action: 'product.image_added', actorId: b.staffId, details: { image: first.id } },
    ]);
  });

  it('adds a JPEG after the others, named by the product when no alt text is given', async () => {
    const product = await uploaded([file(await photo('jpeg', 600, 900), 'side.jpg', 'image/jpeg')]);
    expect(product.images.map(({ id }) => id)[0]).toBe(first.id);
    expect(product.images[1]).toMatchObject({ alt: 'Small Urli (8 inch)', width: 600, height: 900 });
    expect(product.image).toBe(first.url);
    expect(await storedFiles()).toHaveLength(14);
  });

  it.each([
    ['a text file named .png', () => file('just some words, not a picture', 'photo.png', 'image/png')],
    ['a GIF', async () => file(await photo('gif'), 'photo.gif', 'image/gif')],
  ])('refuses %s by its content, storing nothing', async (_, part) => {
    const [files, rows] = [await storedFiles(), await imageRows()];
    const response = await upload([await part()]);
    expect([response.statusCode, response.json()]).toEqual([
      415,
      { message: 'Upload a JPEG, PNG, WebP or AVIF image' },
    ]);
    expect([await storedFiles(), await imageRows()]).toEqual([files, rows]);
  });

  it('refuses a body of 11 MB with a 413, storing nothing', async () => {
    const [files, rows] = [await storedFiles(), await imageRows()];
    const response = await upload([file(Buffer.alloc(11 * 1024 * 1024, 7))]);
    expect([response.statusCode, response.json()]).toEqual([413, { message: 'Images can be at most 10 MB' }]);
    expect([await storedFiles(), await imageRows()]).toEqual([files, rows]);
  });

  it.each([
    [
      'two files',
      async () => [file(await photo('png')), file(await photo('png'))],
      'Upload one image at a time',
    ],
    [
      'no file',
      () => [{ name: 'alt', body: 'Nothing attached' }],
      'Attach the image as a file of a multipart/form-data body',
    ],
  ])('refuses %s', async (_, parts, message) => {
    const rows = await imageRows();
    const response = await upload(await parts());
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await imageRows()).toBe(rows);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', (body: Buffer) => body],
    [
      'with a boundary the body does not use',
      'multipart/form-data; boundary=not-the-one-sent',
      (body: Buffer) => body,
    ],
    ['cut short inside the file', undefined, (body: Buffer) => body.subarray(0, body.length - 2000)],
    ['cut short inside a part header', undefined, (body: Buffer) => body.subarray(0, 30)],
    ['that is not multipart at all', undefined, () => Buffer.from('hello')],
  ])('refuses a body %s with a 400 and a message', async (_, contentType, cut) => {
    const rows = await imageRows();
    const { payload, headers } = multipartBody([file(await photo('png'))]);
    const response = await b.admin('POST', `/products/${urli}/images`, {
      payload: cut(payload),
      headers: { 'content-type': contentType ?? headers['content-type']! },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        message:
          'The upload is not a whole multipart/form-data body (its boundary is missing or wrong, or it was cut short). Please send the image again.',
      },
    ]);
    expect(await imageRows()).toBe(rows);
  });

  it('refuses a JSON body and an unknown product', async () => {
    const json = await b.admin('POST', `/products/${urli}/images`, {
      payload: { url: 'https://example.com/a.png' },
    });
    expect([json.statusCode, json.json()]).toEqual([
      415,
      { message: 'Attach the image as a file of a multipart/form-data body' },
    ]);
    const unknown = await upload([file(await photo('png'))], 'no-such-urli');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'No product has that id.' }]);
  });
});

describe('ordering and removing photos', () => {
  const current = async () => v.parse(adminProductSchema, (await b.admin('GET', `/products/${urli}`)).json());

  it('puts the photos in the order given, the first one becoming the main image', async () => {
    const [main, side] = (await current()).images;
    const response = await b.admin('POST', `/products/${urli}/images/reorder`, {
      payload: { ids: [side!.id, main!.id] },
    });
    expect(response.statusCode).toBe(200);
    const product = v.parse(adminProductSchema, response.json());
    expect(product.images.map(({ id }) => id)).toEqual([side!.id, main!.id]);
    expect(product.image).toBe(side!.url);
    expect((await b.auditOf(urli)).at(-1)).toEqual({
      action: 'product.updated',
      actorId: b.staffId,
      details: { images: `${side!.id}, ${main!.id}` },
    });
  });

  it('refuses an order that leaves out or repeats a photo', async () => {
    const [main, side] = (await current()).images;
    for (const ids of [[main!.id], [main!.id, main!.id], [main!.id, side!.id, 'img_other']]) {
      const response = await b.admin('POST', `/products/${urli}/images/reorder`, { payload: { ids } });
      expect(response.statusCode).toBe(400);
    }
    expect((await current()).images.map(({ id }) => id)).toEqual([main!.id, side!.id]);
  });

  it('removes a photo with its files; the last only once the product is a draft, which the placeholder stands for', async () => {
    const [main, side] = (await current()).images;
    const removed = await b.admin('DELETE', `/products/${urli}/images/${main!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(v.parse(adminProductSchema, removed.json())).toMatchObject({ image: side!.url, images: [side] });
    expect((await storedFiles()).filter((name) => name.startsWith(stemOf(main!.url)))).toEqual([]);
    expect(await storedFiles()).toHaveLength(7);

    const again = await b.admin('DELETE', `/products/${urli}/images/${main!.id}`);
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { message: 'This product has no image with that id.' },
    ]);

    const last = await b.admin('DELETE', `/products/${urli}/images/${side!.id}`);
    expect([last.statusCode, (await current()).images]).toEqual([409, [side]]);
    expect((await b.admin('POST', `/products/${urli}/unpublish`)).statusCode).toBe(200);
    await b.admin('DELETE', `/products/${urli}/images/${side!.id}`);
    expect(await current()).toMatchObject({ image: '/images/logo.png', images: [], draft: true });
    expect((await b.app.inject({ method: 'GET', url: `/api/products/${urli}` })).statusCode).toBe(404);
    expect(await storedFiles()).toEqual([]);
    const [row] = await b.database.db
      .select({ image: products.image })
      .from(products)
      .where(eq(products.id, urli));
    expect(row?.image).toBe('/images/logo.png');
    expect((await b.auditOf(urli)).filter(({ action }) => action === 'product.image_removed')).toHaveLength(
      2,
    );
  });
});
