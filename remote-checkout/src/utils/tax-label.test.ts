import { taxLabel } from './tax-label';

const taxed = (taxRatePercent: number) => ({ taxRatePercent, exportsZeroRated: false });

describe('taxLabel', () => {
  it('names the rate without needless decimals', () => {
    expect(taxLabel(taxed(12))).toBe('Tax (12%)');
    expect(taxLabel(taxed(0))).toBe('Tax (0%)');
    expect(taxLabel(taxed(0.25))).toBe('Tax (0.25%)');
    expect(taxLabel(taxed(1.5))).toBe('Tax (1.5%)');
  });

  it('names an export: IGST at the rate, or zero-rated under a letter of undertaking', () => {
    expect(taxLabel(taxed(12), 'United States')).toBe('IGST (12%)');
    expect(taxLabel({ taxRatePercent: 12, exportsZeroRated: true }, 'United Kingdom')).toBe(
      'Tax (zero-rated export)',
    );
    // Within India the letter of undertaking changes nothing.
    expect(taxLabel({ taxRatePercent: 12, exportsZeroRated: true }, 'India')).toBe('Tax (12%)');
  });
});
