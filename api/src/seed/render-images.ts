/**
 * Renders the seeded artwork to the images the API serves (`pnpm --filter @brass/api seed:images`):
 * each product at 240, 480 and 960 px square, blog art at 480 and 960, each as WebP and as AVIF (the
 * smaller file, which the pages offer first, as they do for uploaded images), the logo as PNG and
 * WebP, and the share images a link preview shows (WhatsApp, Facebook): each product's as a 1200 px
 * JPEG, and the shop's own for its other pages. The output is committed, so the API never renders at
 * start.
 *
 * The files are served with immutable cache headers: when a drawing changes, change the product id
 * or add a version to the file name, or browsers keep showing the old image for a year.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imagesDir } from '../app.js';
import { SHARE_IMAGE_WIDTH, shareImageKey, encodeShareImage } from '../modules/images/rendering.js';
import { drawArtwork, type Artwork } from './art/artwork.js';
import { logoSvg } from './art/logo.js';
import { seedBlogs } from './blogs.js';
import { seedProducts } from './products.js';

/** The SVG canvas is 400 units wide; this density rasterises it at `size` pixels without blur. */
const raster = (svg: string, size = 960) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 400 }).resize(size, size);

/** The cream of the shop's pages, around the logo on its share image. */
const CREAM = '#fdf7e9';

async function renderImages(
  art: Artwork,
  folder: string,
  stem: string,
  widths: number[],
  share = false,
): Promise<number> {
  const full = await raster(drawArtwork(art)).png().toBuffer();
  let bytes = 0;
  if (share) {
    const jpeg = await encodeShareImage(raster(drawArtwork(art), SHARE_IMAGE_WIDTH)).toBuffer();
    await writeFile(path.join(folder, shareImageKey(stem)), jpeg);
    bytes += jpeg.length;
  }
  for (const width of widths) {
    const resized = sharp(full).resize(width, width);
    const webp = await resized.clone().webp({ quality: 78, effort: 6 }).toBuffer();
    const avif = await resized.clone().avif({ quality: 50, effort: 4 }).toBuffer();
    await writeFile(path.join(folder, `${stem}-${width}.webp`), webp);
    await writeFile(path.join(folder, `${stem}-${width}.avif`), avif);
    bytes += webp.length + avif.length;
  }
  return bytes;
}

async function main(): Promise<void> {
  const productsDir = path.join(imagesDir, 'products');
  const blogsDir = path.join(imagesDir, 'blogs');
  // Start clean so that renamed or removed products leave no orphans behind.
  await rm(productsDir, { recursive: true, force: true });
  await rm(blogsDir, { recursive: true, force: true });
  await mkdir(productsDir, { recursive: true });
  await mkdir(blogsDir, { recursive: true });

  let bytes = 0;
  for (const product of seedProducts)
    bytes += await renderImages(product.art, productsDir, product.id, [240, 480, 960], true);
  for (const blog of seedBlogs) {
    if (blog.art) bytes += await renderImages(blog.art, blogsDir, blog.id, [480, 960]);
  }
  const logo = raster(logoSvg()).resize(512, 512);
  const png = await logo.clone().png({ compressionLevel: 9, palette: true }).toBuffer();
  const webp = await logo.clone().webp({ quality: 85 }).toBuffer();
  await writeFile(path.join(imagesDir, 'logo.png'), png);
  await writeFile(path.join(imagesDir, 'logo.webp'), webp);
  // Wider than tall, as link previews and summary_large_image cards crop to about 1.91:1.
  const share = await encodeShareImage(
    sharp({ create: { width: 1200, height: 630, channels: 3, background: CREAM } }).composite([
      { input: await raster(logoSvg(), 480).png().toBuffer(), gravity: 'centre' },
    ]),
  ).toBuffer();
  await writeFile(path.join(imagesDir, 'share.jpg'), share);
  bytes += png.length + webp.length + share.length;
  console.log(`Rendered ${seedProducts.length} products and the logo: ${(bytes / 1024).toFixed(0)} KiB`);
}

await main();
