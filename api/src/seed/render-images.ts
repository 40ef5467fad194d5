/**
 * Renders the seeded artwork to the images the API serves (`pnpm --filter @brass/api seed:images`):
 * each product at 240, 480 and 960 px square, blog art at 480 and 960, each as WebP and as AVIF (the
 * smaller file, which the pages offer first, as they do for uploaded images), and the logo as PNG
 * and WebP. The output is committed, so the API never renders at start.
 *
 * The files are served with immutable cache headers: when a drawing changes, change the product id
 * or add a version to the file name, or browsers keep showing the old image for a year.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imagesDir } from '../app.js';
import { drawArtwork, type Artwork } from './art/artwork.js';
import { logoSvg } from './art/logo.js';
import { seedBlogs } from './blogs.js';
import { seedProducts } from './products.js';

const largest = 960;

/** The SVG canvas is 400 units wide; this density rasterises it at `largest` pixels without blur. */
const raster = (svg: string) =>
  sharp(Buffer.from(svg), { density: (72 * largest) / 400 }).resize(largest, largest);

async function renderImages(art: Artwork, folder: string, stem: string, widths: number[]): Promise<number> {
  const full = await raster(drawArtwork(art)).png().toBuffer();
  let bytes = 0;
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
    bytes += await renderImages(product.art, productsDir, product.id, [240, 480, 960]);
  for (const blog of seedBlogs) {
    if (blog.art) bytes += await renderImages(blog.art, blogsDir, blog.id, [480, 960]);
  }
  const logo = raster(logoSvg()).resize(512, 512);
  const png = await logo.clone().png({ compressionLevel: 9, palette: true }).toBuffer();
  const webp = await logo.clone().webp({ quality: 85 }).toBuffer();
  await writeFile(path.join(imagesDir, 'logo.png'), png);
  await writeFile(path.join(imagesDir, 'logo.webp'), webp);
  bytes += png.length + webp.length;
  console.log(`Rendered ${seedProducts.length} products and the logo: ${(bytes / 1024).toFixed(0)} KiB`);
}

await main();
