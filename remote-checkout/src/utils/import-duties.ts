import type { CheckoutCountry } from '@brass/shared/address-rules';
import { countryInASentence } from './country-words';

/** What a shopper abroad must know before paying: the courier may collect their country's charges. */
export function importDutiesNotice(country: Exclude<CheckoutCountry, 'India'>): string {
  return `Import duties and taxes of ${countryInASentence(country)} may be collected by the courier on delivery; they are not part of this order's total.`;
}
