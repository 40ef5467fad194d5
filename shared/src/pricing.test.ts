import type { PricingSettings } from './contracts/checkout';
import {
  cartTotals,
  checkoutTotals,
  DEFAULT_PRICING,
  pricingOf,
  shortOfFreeDelivery,
  subtotalOf,
  taxOf,
} from './pricing';

/** 18 percent tax, ₹80 on the cart page, free delivery from ₹2,000, ₹40 for cash on delivery up to ₹5,000. */
const owners: PricingSettings = {
  taxRatePercent: 18,
  deliveryFee: 80,
  freeDeliveryThreshold: 2000,
  codFee: 40,
  codLimit: 5000,
  exchangeRates: { USD: null, GBP: null },
  exportsZeroRated: false,
};

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

describe('pricingOf', () => {
  it('is the default fees with a bare tax rate, and the settings themselves when given', () => {
    expect(pricingOf(0.18)).toEqual({
      taxRatePercent: 18,
      deliveryFee: 120,
      freeDeliveryThreshold: null,
      codFee: 50,
      codLimit: 10_000,
      exchangeRates: { USD: null, GBP: null },
      exportsZeroRated: false,
    });
    expect(pricingOf(0.0025).taxRatePercent).toBe(0.25);
    expect(pricingOf(owners)).toBe(owners);
  });

  it('defaults to 12 percent tax, ₹120 on the cart page, never free, no rates abroad, IGST on exports', () => {
    expect(DEFAULT_PRICING).toEqual({
      taxRatePercent: 12,
      deliveryFee: 120,
      freeDeliveryThreshold: null,
      codFee: 50,
      codLimit: 10_000,
      exchangeRates: { USD: null, GBP: null },
      exportsZeroRated: false,
    });
  });
});

describe('cartTotals', () => {
  it('adds the fixed 120 delivery and the tax to the subtotal', () => {
    expect(cartTotals([{ price: 1500, quantity: 2 }])).toEqual({
      subtotal: 3000,
      discount: 0,
      delivery: 120,
      tax: 360,
      total: 3480,
      freeDelivery: false,
    });
  });

  it('keeps the total at two decimals', () => {
    const totals = cartTotals([
      { price: 0.1, quantity: 1 },
      { price: 0.2, quantity: 1 },
    ]);
    expect(totals).toEqual({
      subtotal: 0.3,
      discount: 0,
      delivery: 120,
      tax: 0,
      total: 120.3,
      freeDelivery: false,
    });
  });

  it("charges the owner's delivery fee and tax rate", () => {
    expect(cartTotals([{ price: 999, quantity: 1 }], owners)).toEqual({
      subtotal: 999,
      discount: 0,
      delivery: 80,
      tax: 180, // 179.82
      total: 1259,
      freeDelivery: false,
    });
  });

  it('delivers free from the threshold on, not a paisa before', () => {
    expect(cartTotals([{ price: 1999.99, quantity: 1 }], owners)).toMatchObject({
      delivery: 80,
      freeDelivery: false,
    });
    expect(cartTotals([{ price: 1000, quantity: 2 }], owners)).toEqual({
      subtotal: 2000,
      discount: 0,
      delivery: 0,
      tax: 360,
      total: 2360,
      freeDelivery: true,
    });
    expect(cartTotals([{ price: 2500, quantity: 1 }], owners)).toMatchObject({
      delivery: 0,
      freeDelivery: true,
    });
  });

  it('delivers everything free with a threshold of 0, and nothing free without one', () => {
    expect(cartTotals([{ price: 10, quantity: 1 }], { ...owners, freeDeliveryThreshold: 0 })).toMatchObject({
      delivery: 0,
      freeDelivery: true,
    });
    expect(
      cartTotals([{ price: 400_000, quantity: 1 }], { ...owners, freeDeliveryThreshold: null }),
    ).toMatchObject({ delivery: 80, freeDelivery: false });
  });

  it('takes a bare tax rate as before', () => {
    expect(cartTotals([{ price: 1000, quantity: 1 }], 0.05)).toEqual({
      subtotal: 1000,
      discount: 0,
      delivery: 120,
      tax: 50,
      total: 1170,
      freeDelivery: false,
    });
  });

  it('charges no tax at 0 percent and a quarter percent exactly', () => {
    expect(cartTotals([{ price: 1000, quantity: 1 }], { ...owners, taxRatePercent: 0 }).tax).toBe(0);
    expect(cartTotals([{ price: 1000, quantity: 1 }], { ...owners, taxRatePercent: 0.25 }).tax).toBe(3); // 2.5
  });
});

describe('checkoutTotals', () => {
  it('uses the courier rate instead of the fixed delivery', () => {
    expect(checkoutTotals([{ price: 2499, quantity: 1 }], 87.5)).toEqual({
      subtotal: 2499,
      discount: 0,
      shipping: 87.5,
      tax: 300, // 299.88
      codFee: 0,
      total: 2886.5,
      freeDelivery: false,
    });
  });

  it('takes another tax rate', () => {
    expect(checkoutTotals([{ price: 1000, quantity: 1 }], 100, 0)).toEqual({
      subtotal: 1000,
      discount: 0,
      shipping: 100,
      tax: 0,
      codFee: 0,
      total: 1100,
      freeDelivery: false,
    });
  });

  it("charges the courier below the owner's threshold and nothing from it on", () => {
    expect(checkoutTotals([{ price: 1999, quantity: 1 }], 87.5, owners)).toEqual({
      subtotal: 1999,
      discount: 0,
      shipping: 87.5,
      tax: 360, // 359.82
      codFee: 0,
      total: 2446.5,
      freeDelivery: false,
    });
    expect(checkoutTotals([{ price: 2000, quantity: 1 }], 87.5, owners)).toEqual({
      subtotal: 2000,
      discount: 0,
      shipping: 0,
      tax: 360,
      codFee: 0,
      total: 2360,
      freeDelivery: true,
    });
  });

  it("adds the owner's cash on delivery fee as its own amount to an order paid on delivery", () => {
    expect(checkoutTotals([{ price: 1999, quantity: 1 }], 87.5, owners, 'cod')).toEqual({
      subtotal: 1999,
      discount: 0,
      shipping: 87.5,
      tax: 360,
      codFee: 40,
      total: 2486.5,
      freeDelivery: false,
    });
    expect(checkoutTotals([{ price: 2499, quantity: 1 }], 87.5, DEFAULT_PRICING, 'cod')).toMatchObject({
      codFee: 50,
      total: 2936.5,
    });
  });
});

describe('shortOfFreeDelivery', () => {
  it('is what the goods lack of the threshold, in rupees and paise', () => {
    expect(shortOfFreeDelivery(1620, owners)).toBe(380);
    expect(shortOfFreeDelivery(1999.99, owners)).toBe(0.01);
    expect(shortOfFreeDelivery(0, owners)).toBe(2000);
  });

  it('is null once delivery is free, or when it never is', () => {
    expect(shortOfFreeDelivery(2000, owners)).toBeNull();
    expect(shortOfFreeDelivery(5000, owners)).toBeNull();
    expect(shortOfFreeDelivery(100, DEFAULT_PRICING)).toBeNull();
  });
});

describe('an order shipped abroad', () => {
  const lines = [{ price: 2500, quantity: 1 }];

  it('carries the tax rate as IGST while the owner has no letter of undertaking', () => {
    expect(checkoutTotals(lines, 1900, owners, 'online', 'United States')).toMatchObject({
      tax: 450,
      total: 2500 + 1900 + 450,
    });
  });

  it('is a zero-rated export under a letter of undertaking; orders in India keep their tax', () => {
    const underLut = { ...owners, exportsZeroRated: true };
    expect(checkoutTotals(lines, 1900, underLut, 'online', 'United Kingdom')).toMatchObject({
      tax: 0,
      total: 4400,
    });
    expect(cartTotals(lines, underLut, 'United Kingdom').tax).toBe(0);
    expect(checkoutTotals(lines, 90, underLut, 'online', 'India').tax).toBe(450);
  });

  it('always pays its courier: free delivery is an offer within India', () => {
    expect(checkoutTotals(lines, 1900, owners, 'online', 'United States')).toMatchObject({
      shipping: 1900,
      freeDelivery: false,
    });
    expect(cartTotals(lines, owners, 'United States').delivery).toBe(80);
    expect(shortOfFreeDelivery(1500, owners, 'United Kingdom')).toBeNull();
    expect(shortOfFreeDelivery(1500, owners, 'India')).toBe(500);
  });
});

describe('a coupon discount', () => {
  it('comes off the goods before tax, which is charged on what remains', () => {
    // ₹3,000 of goods less ₹500: tax is 12 percent of ₹2,500, not of ₹3,000.
    expect(checkoutTotals([{ price: 1500, quantity: 2 }], 100, 0.12, 'online', 'India', 500)).toEqual({
      subtotal: 3000,
      discount: 500,
      shipping: 100,
      tax: 300,
      codFee: 0,
      total: 2900,
      freeDelivery: false,
    });
  });

  it('prices the cart page the same way', () => {
    expect(cartTotals([{ price: 999, quantity: 1 }], 0.12, 'India', 99.9)).toEqual({
      subtotal: 999,
      discount: 99.9,
      delivery: 120,
      // 12 percent of ₹899.10 is ₹107.892, rounded once to whole rupees.
      tax: 108,
      total: 1127.1,
      freeDelivery: false,
    });
  });

  it('leaves the free-delivery threshold counting the goods at their prices', () => {
    const owners = { ...DEFAULT_PRICING, freeDeliveryThreshold: 2000 };
    expect(cartTotals([{ price: 2000, quantity: 1 }], owners, 'India', 400)).toMatchObject({
      delivery: 0,
      freeDelivery: true,
      total: 1600 + 192,
    });
  });
});
