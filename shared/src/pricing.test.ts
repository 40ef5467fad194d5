import { cartTotals, checkoutTotals, subtotalOf, taxOf } from './pricing';

describe('subtotalOf', () => {
  it('sums price times quantity', () => {
    expect(subtotalOf([])).toBe(0);
    expect(
      subtotalOf([
        { price: 1500, quantity: 2 },
        { price: 799, quantity: 1 },
      ]),
    ).toBe(3799);
  });

  it('does not drift on fractional prices', () => {
    expect(
      subtotalOf([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(subtotalOf([{ price: 19.99, quantity: 3 }])).toBe(59.97);
  });
});

describe('taxOf', () => {
  it('is 12 percent of the subtotal, rounded to whole rupees', () => {
    expect(taxOf(1000)).toBe(120);
    expect(taxOf(3799)).toBe(456); // 455.88
    expect(taxOf(1004)).toBe(120); // 120.48
  });

  it('rounds halves up and rounds only once', () => {
    expect(taxOf(12.5)).toBe(2); // 1.5
    expect(taxOf(37.46)).toBe(4); // 4.4952, not 4.50 then 5
  });

  it('takes another rate', () => {
    expect(taxOf(1000, 0.05)).toBe(50);
  });
});

describe('cartTotals', () => {
  it('adds the fixed 120 delivery and the tax to the subtotal', () => {
    expect(cartTotals([{ price: 1500, quantity: 2 }])).toEqual({
      subtotal: 3000,
      delivery: 120,
      tax: 360,
      total: 3480,
    });
  });

  it('keeps the total at two decimals', () => {
    const totals = cartTotals([
      { price: 0.1, quantity: 1 },
      { price: 0.2, quantity: 1 },
    ]);
    expect(totals).toEqual({ subtotal: 0.3, delivery: 120, tax: 0, total: 120.3 });
  });
});

describe('checkoutTotals', () => {
  it('uses the courier rate instead of the fixed delivery', () => {
    expect(checkoutTotals([{ price: 2499, quantity: 1 }], 87.5)).toEqual({
      subtotal: 2499,
      shipping: 87.5,
      tax: 300, // 299.88
      total: 2886.5,
    });
  });

  it('takes another tax rate', () => {
    expect(checkoutTotals([{ price: 1000, quantity: 1 }], 100, 0)).toEqual({
      subtotal: 1000,
      shipping: 100,
      tax: 0,
      total: 1100,
    });
  });
});
