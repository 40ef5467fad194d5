/**
 * The facts a product page lists beside the description, for the seeded catalogue. The finish follows
 * the tone each drawing shows, so the words and the picture agree; care depends on how a piece is used.
 */
import { hsnByCategory } from '../modules/invoices/hsn.js';
import type { Tone } from './art/canvas.js';
import type { SeedProduct } from './products.js';

/** Pieces of each seeded product in stock when the shop opens. */
export const seedStock = 25;

const finishByTone: Record<Tone, string> = {
  golden: 'Natural',
  bright: 'Polished',
  antique: 'Antique',
  copper: 'Copper patina',
  oxidised: 'Oxidised',
};

const idolCare =
  'Dust with a soft dry cloth. For abhishekam, rinse with plain water and dry at once; never use abrasive powders on the detailing.';

const careByCategory: Record<SeedProduct['category'], string> = {
  idols: idolCare,
  'idol set': idolCare,
  bells: 'Wipe with a dry cloth after use. Polish now and then with tamarind or lemon and rinse well.',
  lamps:
    'Let the lamp cool, then wipe out the oil and soot with a soft cloth. Polish with tamarind or a brass cleaner when it darkens.',
  decor:
    'Wipe with a soft damp cloth and dry at once. Empty and dry an urli after use so water leaves no marks.',
  pooja:
    'Wash with mild soap and warm water after use, dry at once, and polish with tamarind or lemon when it dulls.',
};

export function seedFacts(product: SeedProduct) {
  return {
    stock: seedStock,
    material: 'Brass',
    finish: finishByTone[product.art.tone],
    careInstructions: careByCategory[product.category],
    hsnCode: hsnByCategory[product.category],
  };
}
