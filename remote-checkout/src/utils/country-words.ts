import type { CheckoutCountry } from '@brass/shared/address-rules';

const IN_A_SENTENCE = {
  'United States': 'the United States',
  'United Kingdom': 'the United Kingdom',
} as const;

/** A country abroad as a sentence names it: 'to the United Kingdom'. */
export function countryInASentence(country: Exclude<CheckoutCountry, 'India'>): string {
  return IN_A_SENTENCE[country];
}
