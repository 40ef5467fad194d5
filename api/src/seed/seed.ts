/**
 * Fills an empty database with the seeded catalogue, blog and settings. Runs at every start and does
 * nothing once products exist; every insert skips rows that are already there, so two replicas
 * starting together cannot seed twice. The policy pages are the exception: any that is missing is
 * written at every start (a shop opened before they existed gets them too), and one the owner has
 * written is never touched.
 */
import type { Db } from '../db/client.js';
import { blogs, policyPages, products, settings } from '../db/schema.js';
import { variantId, variantName } from '../modules/catalog/variants.js';
import { defaultSettings } from '../modules/settings/service.js';
import { seedBlogs } from './blogs.js';
import { seedFacts } from './facts.js';
import { policyPageBody, seedPolicyPages } from './policy-pages.js';
import { seedProducts } from './products.js';

const productImage = (id: string) => `/images/products/${id}-480.webp`;
const blogImage = (id: string) => `/images/blogs/${id}-960.webp`;

const hour = 60 * 60 * 1000;

export async function seedIfEmpty(db: Db): Promise<boolean> {
  await db
    .insert(policyPages)
    .values(
      seedPolicyPages.map((page) => ({ slug: page.slug, title: page.title, body: policyPageBody(page) })),
    )
    .onConflictDoNothing();
  const existing = await db.select({ id: products.id }).from(products).limit(1);
  if (existing.length > 0) return false;

  const now = Date.now();
  // New arrivals are the newest products; within each group, the listed order is the age order.
  const ordered = [...seedProducts.filter((p) => p.newArrival), ...seedProducts.filter((p) => !p.newArrival)];
  await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(
        ordered.map((product, index) => ({
          id: product.id,
          name: product.name,
          price: product.price,
          description: product.description,
          image: productImage(product.id),
          mainCategory: product.category,
          isNewArrival: product.newArrival ?? false,
          isPopular: product.popular ?? false,
          weightGrams: product.weightGrams,
          lengthCm: product.sizeCm[0],
          breadthCm: product.sizeCm[1],
          heightCm: product.sizeCm[2],
          ...seedFacts(product),
          // A product sold in variants holds none itself: the database sums theirs into it.
          ...(product.variants && { stock: 0, options: product.variants.options }),
          createdAt: new Date(now - (index + 1) * 6 * hour),
          publishedAt: new Date(now - (index + 1) * 6 * hour),
        })),
      )
      .onConflictDoNothing();
    const variants = ordered.flatMap((product) => {
      if (!product.variants) return [];
      const { options } = product.variants;
      return product.variants.variants.map((variant) => ({
        id: variantId(product.id, options, variant.values),
        variantOf: product.id,
        name: variantName(product.name, options, variant.values),
        optionValues: variant.values,
        sku: variant.sku,
        price: variant.price,
        description: product.description,
        image: productImage(product.id),
        mainCategory: product.category,
        weightGrams: variant.weightGrams,
        lengthCm: product.sizeCm[0],
        breadthCm: product.sizeCm[1],
        heightCm: product.sizeCm[2],
        ...seedFacts(product),
        ...(variant.stock !== undefined && { stock: variant.stock }),
        publishedAt: new Date(now),
      }));
    });
    await tx.insert(products).values(variants).onConflictDoNothing();
    await tx
      .insert(blogs)
      .values(
        seedBlogs.map((blog) => ({
          id: blog.id,
          title: blog.title,
          description: blog.paragraphs.join('\n\n'),
          image: blog.art ? blogImage(blog.id) : null,
          createdAt: new Date(blog.publishedAt),
          publishedAt: new Date(blog.publishedAt),
          updatedAt: new Date(blog.publishedAt),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(settings)
      .values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
  return true;
}
