import { taxLabel } from './tax-label';

describe('taxLabel', () => {
  it('names the rate without needless decimals', () => {
    expect(taxLabel(12)).toBe('Tax (12%)');
    expect(taxLabel(0)).toBe('Tax (0%)');
    expect(taxLabel(0.25)).toBe('Tax (0.25%)');
    expect(taxLabel(1.5)).toBe('Tax (1.5%)');
  });
});
