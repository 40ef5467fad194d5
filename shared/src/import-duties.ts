/**
 * The warning a shopper abroad reads at checkout and again in the order's mail, in one place so that
 * both say the same: the shop charges no duties, the destination country's customs may.
 */
import { countryInASentence, type CheckoutCountry } from './address-rules';

/** The sentence for a parcel to `country`; null for India, where no import duty is due. */
export function dutiesNotice(country: CheckoutCountry): string | null {
  if (country === 'India') return null;
  return `Import duties and taxes of ${countryInASentence(country)} may be collected by the courier on delivery; they are not part of this order's total.`;
}
