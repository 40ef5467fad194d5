/**
 * The delivery address rules of each country the checkout ships to, in one table: the page checks the
 * shopper's fields with them as they type, and the contract's orderAddressSchema refuses the same
 * addresses with the same words.
 */
import type { CHECKOUT_COUNTRIES } from './constants';
import {
  isUkPhone,
  isUkPostcode,
  isUsPhone,
  isUsState,
  isZipCode,
  UK_ADDRESS_MESSAGES,
  US_ADDRESS_MESSAGES,
} from './abroad-address';
import {
  ADDRESS_MESSAGES as ADDRESS_MESSAGES_IN_INDIA,
  addressProblems,
  type AddressProblems,
  type CheckedAddressField,
} from './indian-address';

export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];

const IN_A_SENTENCE: Record<Exclude<CheckoutCountry, 'India'>, string> = {
  'United States': 'the United States',
  'United Kingdom': 'the United Kingdom',
};

/** A country abroad as a sentence names it: 'We ship to the United Kingdom'. */
export function countryInASentence(country: Exclude<CheckoutCountry, 'India'>): string {
  return IN_A_SENTENCE[country];
}

/** Said when an address names a country the shop does not ship to. */
export const COUNTRY_MESSAGE = 'Choose India, the United States or the United Kingdom.';

type FieldChecks = Record<CheckedAddressField, (value: string) => boolean>;

const filledIn = (value: string): boolean => value.trim() !== '';

const ABROAD_CHECKS: Record<Exclude<CheckoutCountry, 'India'>, FieldChecks> = {
  'United States': {
    firstName: filledIn,
    lastName: filledIn,
    phone: isUsPhone,
    address1: filledIn,
    city: filledIn,
    region: isUsState,
    zip: isZipCode,
  },
  'United Kingdom': {
    firstName: filledIn,
    lastName: filledIn,
    phone: isUkPhone,
    address1: filledIn,
    city: filledIn,
    // The county is optional in a UK address; Royal Mail delivers by postcode.
    region: (county) => county.trim().length <= 100,
    zip: isUkPostcode,
  },
};

const ABROAD_MESSAGES = {
  'United States': US_ADDRESS_MESSAGES,
  'United Kingdom': UK_ADDRESS_MESSAGES,
} as const;

/** What the shopper is asked to fix in each field of an address in `country`. */
export function addressMessagesOf(country: CheckoutCountry): Record<CheckedAddressField, string> {
  return country === 'India' ? ADDRESS_MESSAGES_IN_INDIA : ABROAD_MESSAGES[country];
}

/**
 * What is wrong with each field of an address in `country`, by field; empty when it can be delivered
 * to. India keeps its own rules (pincode, state, mobile number).
 */
export function addressProblemsIn(
  country: CheckoutCountry,
  address: Record<CheckedAddressField, string>,
): AddressProblems {
  if (country === 'India') return addressProblems(address);
  const checks = ABROAD_CHECKS[country];
  const problems: AddressProblems = {};
  for (const field of Object.keys(checks) as CheckedAddressField[]) {
    if (!checks[field](address[field])) problems[field] = ABROAD_MESSAGES[country][field];
  }
  return problems;
}
