import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesDir } from '../app.js';
import type { Database } from '../db/client.js';
import { blogs, policyPages, products, settings } from '../db/schema.js';
import { openTestDatabase } from '../../test/database.js';
import { seedBlogs } from './blogs.js';
import { seedStock } from './facts.js';
import { policyPageBody, seedPolicyPages } from './policy-pages.js';
import { seedProducts } from './products.js';
import { seedIfEmpty } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe('seed data', () => {
  it('makes a believable catalogue', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seedProducts.map((p) => p.id)).size).toBe(seedProducts.length);
    expect(new Set(seedProducts.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(seedProducts.filter((p) => p.newArrival).length).toBeGreaterThanOrEqual(8);
    expect(seedProducts.filter((p) => p.popular).length).toBeGreaterThanOrEqual(5);
    for (const product of seedProducts) {
      expect(product.price, product.id).toBeGreaterThanOrEqual(450);
      expect(product.price, product.id).toBeLessThanOrEqual(45_000);
      expect(sentences(product.description), product.id).toBeGreaterThanOrEqual(2);
      expect(sentences(product.description), product.id).toBeLessThanOrEqual(4);
      expect(product.category).toBe(product.category.toLowerCase());
    }
    for (const deity of [
      'Ganesha',
      'Krishna',
      'Buddha',
      'Lakshmi',
      'Nataraja',
      'Hanuman',
      'Shiva',
      'Saraswati',
    ]) {
      expect(
        seedProducts.some((p) => p.category === 'idols' && p.name.includes(deity)),
        deity,
      ).toBe(true);
    }
  });

  it('has multi-paragraph blog posts, some long, some illustrated', () => {
    expect(seedBlogs.length).toBeGreaterThanOrEqual(6);
    expect(seedBlogs.every((blog) => blog.paragraphs.length >= 2)).toBe(true);
    expect(seedBlogs.some((blog) => blog.art) && seedBlogs.some((blog) => !blog.art)).toBe(true);
    expect(seedBlogs.some((blog) => blog.paragraphs.join('\n').length > 120)).toBe(true);
  });

  it('writes the five policy pages the footer links, each with headings and paragraphs', () => {
    expect(seedPolicyPages.map(({ slug, title }) => [slug, title])).toEqual([
      ['terms', 'Terms and Conditions'],
      ['faq', 'FAQ'],
      ['shipping', 'Shipping'],
      ['returns', 'Returns and Refunds'],
      ['privacy', 'Privacy'],
    ]);
    for (const page of seedPolicyPages) {
      const headings = page.blocks.filter((block) => block.startsWith('## '));
      expect(headings.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.blocks[0]?.startsWith('## '), page.slug).toBe(false);
      for (const block of page.blocks) {
        expect(block, page.slug).toBe(block.trim());
        expect(block, page.slug).not.toContain('\n');
      }
    }
  });

  it('has every image it names, rendered, and keeps the artwork small', () => {
    for (const product of seedProducts) {
      const file = `${product.id}-1200.jpg`;
      expect(existsSync(path.join(imagesDir, 'products', file)), file).toBe(true);
    }
    for (const format of ['webp', 'avif']) {
      for (const product of seedProducts) {
        for (const width of [240, 480, 960]) {
          const file = `${product.id}-${width}.${format}`;
          expect(existsSync(path.join(imagesDir, 'products', file)), file).toBe(true);
        }
      }
      for (const blog of seedBlogs.filter((b) => b.art)) {
        for (const width of [480, 960]) {
          const file = `${blog.id}-${width}.${format}`;
          expect(existsSync(path.join(imagesDir, 'blogs', file)), file).toBe(true);
        }
      }
    }
    expect(
      ['logo.png', 'logo.webp', 'share.jpg'].every((file) => existsSync(path.join(imagesDir, file))),
    ).toBe(true);
    const files = ['products', 'blogs'].flatMap((folder) =>
      readdirSync(path.join(imagesDir, folder)).map((file) => path.join(imagesDir, folder, file)),
    );
    const bytesOf = (chosen: string[]) => chosen.reduce((total, file) => total + statSync(file).size, 0);
    // What the pages show, apart from the share JPEGs, which only link previews fetch.
    expect(bytesOf(files.filter((file) => !file.endsWith('.jpg')))).toBeLessThan(3 * 1024 * 1024);
    expect(bytesOf(files.filter((file) => file.endsWith('.jpg')))).toBeLessThan(
      50 * 1024 * seedProducts.length,
    );
  });
});

/** A row per seeded product, and one per variant of those sold in sizes or finishes. */
const seededRows = seedProducts.length + seedProducts.flatMap((p) => p.variants?.variants ?? []).length;

describe('seedIfEmpty', () => {
  const counts = async () => ({
    products: (await database.db.select({ n: count() }).from(products))[0]?.n,
    blogs: (await database.db.select({ n: count() }).from(blogs))[0]?.n,
    settings: (await database.db.select({ n: count() }).from(settings))[0]?.n,
  });

  it('leaves a seeded database alone', async () => {
    const before = await counts();
    expect(before).toEqual({ products: seededRows, blogs: seedBlogs.length, settings: 5 });
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('opens the shop with 25 pieces of everything and the facts a product page lists', async () => {
    const rows = await database.db.select().from(products);
    expect(rows).toHaveLength(seededRows);
    const variantsOf = (id: string) => rows.filter((row) => row.variantOf === id);
    for (const row of rows) {
      const variants = variantsOf(row.id);
      const seeded = seedProducts
        .flatMap((p) => p.variants?.variants ?? [])
        .find((variant) => variant.sku === row.sku);
      // A product sold in variants holds the sum of theirs.
      const expected =
        variants.length > 0
          ? variants.reduce((sum, variant) => sum + variant.stock, 0)
          : (seeded?.stock ?? seedStock);
      expect(row.stock, row.id).toBe(expected);
      expect(row.material, row.id).toBe('Brass');
      expect(row.finish, row.id).toMatch(/\w/);
      expect(row.careInstructions, row.id).toMatch(/\w/);
      expect(row.archivedAt, row.id).toBeNull();
    }
    const hsn = (id: string) => rows.find((row) => row.id === id)?.hsnCode;
    expect([hsn('ganesha-lost-wax-seated'), hsn('ganesha-mini-dashboard')]).toEqual(['8306', '8306']);
    const lamp = seedProducts.find((p) => p.category === 'lamps');
    const urli = seedProducts.find((p) => p.category === 'decor');
    expect([hsn(lamp?.id ?? ''), hsn(urli?.id ?? '')]).toEqual(['9405', '7418']);
    const ganeshaSizes = variantsOf('ganesha-prabhavali-12in').map((row) => [row.name, row.price, row.sku]);
    expect(ganeshaSizes.toSorted((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['Ganesha with Prabhavali Arch (9 inch)', 9800, 'BA-GPA-09'],
      ['Ganesha with Prabhavali Arch (12 inch)', 14500, 'BA-GPA-12'],
      ['Ganesha with Prabhavali Arch (18 inch)', 28500, 'BA-GPA-18'],
    ]);
    expect(rows.find((row) => row.id === 'ganesha-prabhavali-12in')?.stock).toBe(2 * seedStock + 4);
  });

  it('writes a missing policy page at every start, and never one the owner has changed', async () => {
    await database.db
      .update(policyPages)
      .set({ body: 'Our own words.' })
      .where(eq(policyPages.slug, 'terms'));
    await database.db.delete(policyPages).where(eq(policyPages.slug, 'faq'));
    expect(await seedIfEmpty(database.db)).toBe(false);
    const pages = new Map((await database.db.select().from(policyPages)).map((row) => [row.slug, row.body]));
    expect(pages.get('terms')).toBe('Our own words.');
    const faq = seedPolicyPages.find((page) => page.slug === 'faq');
    expect(pages.get('faq')).toBe(faq && policyPageBody(faq));
    expect(pages.size).toBe(5);
  });

  it('refills an emptied catalogue without duplicating what is left', async () => {
    await database.db.delete(products);
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await counts()).toEqual({ products: seededRows, blogs: seedBlogs.length, settings: 5 });
  });
});
