import { formatRupees, toPaise } from './money';

describe('formatRupees', () => {
  it('groups digits the Indian way and drops the fraction of whole amounts', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('keeps two decimals when there are paise', () => {
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatRupees(19.99)).toBe('₹19.99');
  });

  it("prints every whole amount exactly as Intl's en-IN rupee format does", () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = [-0, 9_007_199_254_740, 1e16, -123_456_789];
    for (let amount = -1500; amount <= 1500; amount++) amounts.push(amount);
    for (let power = 0; power <= 12; power++) amounts.push(10 ** power, 10 ** power - 1, 7 * 10 ** power + 3);
    for (const amount of amounts) expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
  });

  it('does not show float noise', () => {
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(99.999)).toBe('₹100');
  });
});

describe('toPaise', () => {
  it('converts rupees to whole paise', () => {
    expect(toPaise(1250)).toBe(125000);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
  });
});
