import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { productDetailSchema, type ProductDetail } from '@brass/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { multipartBody } from '../../../test/catalog-support.js';
import { useBackOffice } from '../../../test/use-back-office.js';
import { productImages, products } from '../../db/schema.js';
import { FilesystemImageStore } from '../images/filesystem-image-store.js';
import type { ImageFile, ImageStore } from '../images/image-store.js';
import { renderImage, shareImageKey } from '../images/rendering.js';
import { ProductAdminRepository } from './admin-repository.js';
import { mainPhotoKey, PRODUCT_PHOTO } from './main-photo.js';
import { renderMissingShareImages } from './share-backfill.js';

const b = useBackOffice();

const lamp = 'samai-peacock';

async function shown(id = lamp): Promise<ProductDetail> {
  const response = await b.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode).toBe(200);
  return v.parse(productDetailSchema, response.json());
}

const samplePhoto = () =>
  sharp({ create: { width: 800, height: 800, channels: 3, background: '#b5893a' } })
    .png()
    .toBuffer();

async function upload(alt: string | undefined, id = lamp): Promise<string> {
  const photo = await samplePhoto();
  const { payload, headers } = multipartBody([
    ...(alt === undefined ? [] : [{ name: 'alt', body: alt }]),
    { name: 'file', body: photo, filename: 'photo.png', contentType: 'image/png' },
  ]);
  const response = await b.admin('POST', `/products/${id}/images`, { payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json<{ images: { id: string }[] }>().images.at(-1)!.id;
}

describe('the photos of GET /api/products/:id', () => {
  it("are the seeded product's one image, described by its name, before any is uploaded", async () => {
    const product = await shown();
    expect(product.images).toEqual([
      { url: '/images/products/samai-peacock-480.webp', alt: 'Samai Lamp with Peacock (12 inch)' },
    ]);
  });

  it('are the uploaded photos in the owner’s order, each a 480-pixel WebP served by the API', async () => {
    const front = await upload('The samai from the front');
    const side = await upload(undefined);
    const product = await shown();
    expect(product.images).toEqual([
      {
        url: expect.stringMatching(/^\/images\/uploads\/samai-peacock-[0-9a-f]+-480\.webp$/),
        alt: 'The samai from the front',
      },
      {
        url: expect.stringMatching(/^\/images\/uploads\/samai-peacock-[0-9a-f]+-480\.webp$/),
        alt: 'Samai Lamp with Peacock (12 inch)',
      },
    ]);
    expect(product.image).toBe(product.images[0]!.url);
    // The srcset's other widths are there under the same name.
    for (const width of [240, 960]) {
      const url = product.images[1]!.url.replace('-480.webp', `-${width}.webp`);
      expect((await b.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }

    const reordered = await b.admin('POST', `/products/${lamp}/images/reorder`, {
      payload: { ids: [side, front] },
    });
    expect(reordered.statusCode).toBe(200);
    const after = await shown();
    expect(after.images.map((image) => image.alt)).toEqual([
      'Samai Lamp with Peacock (12 inch)',
      'The samai from the front',
    ]);
    expect(after.image).toBe(after.images[0]!.url);
  });

  it('are not in the lists, which carry the main image only', async () => {
    const response = await b.app.inject({ method: 'GET', url: '/api/products?page=1&limit=5' });
    for (const item of response.json<{ items: object[] }>().items) expect(item).not.toHaveProperty('images');
  });
});

/** What a link preview gets: the JPEG's type and its size, read from its bytes. */
async function fetchedImage(url: string) {
  const response = await b.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  return { contentType: response.headers['content-type'], format, width, height };
}

// The photos of each product stay from one test to the next: each test here has a product of its own.
describe('the share image of GET /api/products/:id', () => {
  it("is the seeded artwork's 1200-pixel JPEG, which the API serves", async () => {
    const { shareImage } = await shown('aarti-diya-with-handle');
    expect(shareImage).toEqual({
      url: '/images/products/aarti-diya-with-handle-1200.jpg',
      width: 1200,
      height: 1200,
    });
    expect(await fetchedImage(shareImage!.url)).toEqual({
      contentType: 'image/jpeg',
      format: 'jpeg',
      width: 1200,
      height: 1200,
    });
  });

  it('is rendered from an uploaded photo, and follows the photo that is the main one', async () => {
    const thali = 'aarti-thali-engraved-12in';
    const front = await upload('The thali from above', thali);
    const side = await upload(undefined, thali);
    const { shareImage, images } = await shown(thali);
    expect(shareImage!.url).toBe(images[0]!.url.replace('-480.webp', '-1200.jpg'));
    expect(await fetchedImage(shareImage!.url)).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 });

    await b.admin('POST', `/products/${thali}/images/reorder`, { payload: { ids: [side, front] } });
    const after = await shown(thali);
    expect(after.shareImage!.url).toBe(after.images[0]!.url.replace('-480.webp', '-1200.jpg'));
    expect(after.shareImage!.url).not.toBe(shareImage!.url);
  });

  it('is removed with its photo', async () => {
    const diya = 'akhand-diya-glass-chimney';
    const photo = await upload('The diya', diya);
    // Not its last: the shop never shows a product without a photo.
    await upload('The diya from the side', diya);
    const { shareImage } = await shown(diya);
    const removed = await b.admin('DELETE', `/products/${diya}/images/${photo}`);
    expect(removed.statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: shareImage!.url })).statusCode).toBe(404);
  });
});

// Each test leaves every photo recorded with its share JPEG, so the next counts only its own.
describe('images:share, the share JPEGs of photos uploaded before uploads made them', () => {
  const store = () => new FilesystemImageStore(b.imageDir);
  const backfill = (imageStore: ImageStore = store()) =>
    renderMissingShareImages(new ProductAdminRepository(b.database.db), imageStore);

  /** A photo as uploads kept it before they made share JPEGs: its other files, and a row saying so. */
  async function oldPhoto(productId: string, { stored = true } = {}): Promise<{ id: string; stem: string }> {
    const stem = `${productId}-0a0a0a0a0a`;
    const { files, width, height } = await renderImage(await samplePhoto(), stem, {
      ...PRODUCT_PHOTO,
      share: false,
    });
    if (stored) await store().save(files);
    const id = `img_${stem}`;
    await b.database.db
      .insert(productImages)
      .values({ id, productId, position: 0, stem, alt: 'Old', width, height });
    await b.database.db
      .update(products)
      .set({ image: store().url(mainPhotoKey(stem)) })
      .where(eq(products.id, productId));
    return { id, stem };
  }

  it('names none for such a photo until it renders one, once, from its largest file', async () => {
    const urli = 'urli-small-8in';
    const { stem } = await oldPhoto(urli);
    expect((await shown(urli)).shareImage).toBeUndefined();

    // Photos uploaded by the tests before have theirs: only this one is rendered.
    expect(await backfill()).toEqual({ rendered: 1, found: 0, missing: [] });
    const url = `/images/uploads/${shareImageKey(stem)}`;
    await vi.waitFor(async () =>
      expect((await shown(urli)).shareImage).toEqual({ url, width: 1200, height: 1200 }),
    );
    expect(await fetchedImage(url)).toEqual({
      contentType: 'image/jpeg',
      format: 'jpeg',
      width: 1200,
      height: 1200,
    });
    expect(await backfill()).toEqual({ rendered: 0, found: 0, missing: [] });
  });

  it('records a share JPEG stored before the photo said so, leaving the file as it was', async () => {
    const bell = 'pooja-bell-nandi';
    await upload('The bell', bell);
    const [photo] = await b.database.db.select().from(productImages).where(eq(productImages.productId, bell));
    await b.database.db
      .update(productImages)
      .set({ shareImage: false })
      .where(eq(productImages.id, photo!.id));
    const file = path.join(b.imageDir, shareImageKey(photo!.stem));
    const stored = await readFile(file);
    await vi.waitFor(async () => expect((await shown(bell)).shareImage).toBeUndefined());

    expect(await backfill()).toEqual({ rendered: 0, found: 1, missing: [] });
    expect((await readFile(file)).equals(stored)).toBe(true);
    await vi.waitFor(async () => expect((await shown(bell)).shareImage).toBeDefined());
  });

  it('says which photos it could not render, as their files are gone, and names no share image for them', async () => {
    const kalash = 'kalash-with-coconut';
    const { id, stem } = await oldPhoto(kalash, { stored: false });

    expect(await backfill()).toEqual({ rendered: 0, found: 0, missing: [`${stem}-960.webp`] });
    expect((await shown(kalash)).shareImage).toBeUndefined();
    await b.database.db.delete(productImages).where(eq(productImages.id, id));
  });

  it('leaves no file behind for a photo removed while its JPEG was rendered', async () => {
    const { id, stem } = await oldPhoto('pooja-thali-set');
    class RemovedMeanwhile extends FilesystemImageStore {
      override async save(files: ImageFile[]): Promise<void> {
        await b.database.db.delete(productImages).where(eq(productImages.id, id));
        await super.save(files);
      }
    }

    expect(await backfill(new RemovedMeanwhile(b.imageDir))).toEqual({ rendered: 0, found: 0, missing: [] });
    expect(await store().read(shareImageKey(stem))).toBeUndefined();
  });
});
