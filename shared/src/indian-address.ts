/**
 * The rules of a delivery address in India, as plain functions and the words that explain them: the
 * checkout says them beside each field as the shopper types, and the API refuses an address with the
 * same words (the contract's indianAddressSchema), so the page and the server cannot disagree.
 */
import { INDIAN_STATES, type IndianState } from './constants';

/** India Post's pincodes: six digits, the first of them 1 to 9. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** Ten digits starting 6 to 9, as every Indian mobile number is, optionally after +91. */
const MOBILE_PATTERN = /^(?:\+91)?[6-9]\d{9}$/;

export const isPincode = (value: string): boolean => PINCODE_PATTERN.test(value.trim());

/** Spaces and hyphens are how people group the digits (`+91 98400-12345`), so they are let through. */
export const isIndianMobile = (value: string): boolean => MOBILE_PATTERN.test(value.replace(/[\s-]/g, ''));

export const isIndianState = (value: string): value is IndianState =>
  (INDIAN_STATES as readonly string[]).includes(value);

/** What the shopper is asked to fix, per field. */
export const ADDRESS_MESSAGES = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  address1: 'Enter your house number and street.',
  city: 'Enter your city or district.',
  region: 'Choose your state or union territory.',
  zip: 'Enter a 6-digit pincode, such as 600042.',
} as const;

export type CheckedAddressField = keyof typeof ADDRESS_MESSAGES;

export type AddressProblems = Partial<Record<CheckedAddressField, string>>;

/** What is wrong with each field of an address, by field; empty when it can be delivered to. */
export function addressProblems(address: Record<CheckedAddressField, string>): AddressProblems {
  const fine: Record<CheckedAddressField, boolean> = {
    firstName: address.firstName.trim() !== '',
    lastName: address.lastName.trim() !== '',
    phone: isIndianMobile(address.phone),
    address1: address.address1.trim() !== '',
    city: address.city.trim() !== '',
    region: isIndianState(address.region),
    zip: isPincode(address.zip),
  };
  const problems: AddressProblems = {};
  for (const field of Object.keys(fine) as CheckedAddressField[]) {
    if (!fine[field]) problems[field] = ADDRESS_MESSAGES[field];
  }
  return problems;
}
