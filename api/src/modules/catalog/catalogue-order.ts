import { asc, desc, sql } from 'drizzle-orm';
import { products } from '../../db/schema.js';

/**
 * The owner's order of the catalogue: placed products by their place, then the unplaced newest first;
 * the id breaks ties, so pages never repeat or skip a product. The shop lists in it unless a shopper
 * asks for another sort, and the back office shows it.
 */
export const catalogueOrder = [
  sql`${products.position} asc nulls last`,
  desc(products.createdAt),
  asc(products.id),
];
