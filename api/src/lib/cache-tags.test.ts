import { describe, expect, it } from 'vitest';
import { productListTags } from './cache-tags.js';

describe('productListTags', () => {
  it('names each product of a list and the catalogue as a whole', () => {
    expect(productListTags(['urli-small-8in', 'diya-classic-single'])).toEqual([
      'products',
      'product:urli-small-8in',
      'product:diya-classic-single',
    ]);
  });

  it('names any product instead of each, past what a header may carry', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => `brass-piece-number-${index}`);
    expect(productListTags(ids, 'product:asked')).toEqual(['products', 'catalogue', 'product:asked']);
  });
});
