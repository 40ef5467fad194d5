import { describe, expect, it } from 'vitest';
import { discountPaise, eligiblePaise, withDiscounts, type CategorisedLine } from './discount.js';

const line = (
  productId: string,
  price: number,
  quantity: number,
  category: string | null,
): CategorisedLine => ({
  productId,
  productName: productId,
  price,
  quantity,
  category,
});

const cart = [
  line('diya', 450, 1, 'lamps'),
  line('ganesha', 4850, 1, 'idols'),
  line('bell', 333, 3, 'Bells'),
];

describe('a coupon limited to categories', () => {
  const lamps = { kind: 'percent' as const, value: 10, categories: ['lamps', 'bells'] };

  it('measures the minimum on the goods of those categories only', () => {
    expect(eligiblePaise(lamps, cart)).toBe(45_000 + 99_900);
  });

  it('takes the discount from those lines only, compared without case', () => {
    const discount = discountPaise(lamps, cart);
    expect(discount).toBe(14_490);
    const lines = withDiscounts(lamps, cart, discount);
    expect(lines.map((priced) => priced.discount)).toEqual([45, 0, 99.9]);
    expect(lines[0]).not.toHaveProperty('category');
  });
});

describe('the discount', () => {
  it('is a percent of the goods rounded to the paisa', () => {
    // 7 percent of ₹333 × 3 = ₹69.93.
    expect(discountPaise({ kind: 'percent', value: 7, categories: [] }, [line('bell', 333, 3, null)])).toBe(
      6_993,
    );
  });

  it('never takes more than the goods it applies to are worth', () => {
    expect(discountPaise({ kind: 'fixed', value: 1_000, categories: ['lamps'] }, cart)).toBe(45_000);
  });

  it('is shared over the lines without losing or adding a paisa', () => {
    const three = [line('a', 100, 1, null), line('b', 100, 1, null), line('c', 100, 1, null)];
    // ₹100 over three equal lines: 3,333 paise each and the odd paisa to the first.
    const lines = withDiscounts({ categories: [] }, three, 10_000);
    expect(lines.map((priced) => priced.discount)).toEqual([33.34, 33.33, 33.33]);
    for (const discount of [1, 2, 9_999, 10_001, 29_999]) {
      const shared = withDiscounts({ categories: [] }, cart, discount);
      const total = shared.reduce((sum, priced) => sum + Math.round((priced.discount ?? 0) * 100), 0);
      expect(total).toBe(discount);
    }
  });
});
