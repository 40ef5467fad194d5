import type { CheckoutCountry } from '@brass/shared/address-rules';
import type { PricingSettings } from '@brass/shared/contracts/checkout';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * The summary's tax row names its rate: 'Tax (12%)', 'Tax (0.25%)'. An order abroad is an export:
 * zero-rated under the owner's letter of undertaking, else charged IGST at the same rate.
 */
export function taxLabel(
  { taxRatePercent, exportsZeroRated }: Pick<PricingSettings, 'taxRatePercent' | 'exportsZeroRated'>,
  destination: CheckoutCountry = 'India',
): string {
  if (destination === 'India') return `Tax (${percent.format(taxRatePercent)}%)`;
  if (exportsZeroRated) return 'Tax (zero-rated export)';
  return `IGST (${percent.format(taxRatePercent)}%)`;
}
