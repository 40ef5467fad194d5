import { readFile } from 'node:fs/promises';
import { expect } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';

/** The owner's product calls, made straight to the API to set the stage for a journey in the browser. */

/**
 * Archives a product a test made, whatever became of the journey: a new product is the newest of
 * the catalogue, which later journeys take as the first product to buy.
 */
export async function archiveWithApi(id: string, token: string): Promise<void> {
  await fetch(`${shopUrls.api}/api/admin/products/${encodeURIComponent(id)}/archive`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}

/** A product made through the API, as the owner's form sends it: a draft; answers its id. */
export async function createWithApi(name: string, category: string, token: string): Promise<string> {
  const response = await fetch(`${shopUrls.api}/api/admin/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      description: 'A brass bell for the doorway, tuned by hand.',
      price: 1250,
      category,
      stock: 5,
      facts: { heightCm: 12, widthCm: 8, depthCm: 8, weightKg: 0.4 },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Puts a draft in the shop; it needs a photo first. */
export async function publishWithApi(id: string, token: string): Promise<void> {
  const response = await fetch(`${shopUrls.api}/api/admin/products/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * A product in the shop: made as the owner's form makes it, given one of the shop's own photos, and
 * published. Answers its id.
 */
export async function createInShopWithApi(name: string, category: string, token: string): Promise<string> {
  const id = await createWithApi(name, category, token);
  await addPhotoWithApi(id, token, 'aarti-diya-with-handle-480.webp', name);
  await publishWithApi(id, token);
  return id;
}

/** Uploads one of the shop's own product photos (`api/public/images/products/<file>`) to a product. */
export async function addPhotoWithApi(id: string, token: string, file: string, alt: string): Promise<void> {
  const photo = await readFile(new URL(`../../../api/public/images/products/${file}`, import.meta.url));
  const form = new FormData();
  form.set('alt', alt);
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/webp' }), file);
  const response = await fetch(`${shopUrls.api}/api/admin/products/${encodeURIComponent(id)}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}
