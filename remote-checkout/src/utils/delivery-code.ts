import { isUkPostcode, isZipCode } from '@brass/shared/abroad-address';
import type { CheckoutCountry } from '@brass/shared/address-rules';
import { PINCODE_MIN_LENGTH } from '@brass/shared/constants';

/**
 * Whether the postal code typed is whole enough to quote couriers for: in India 6 characters (the
 * shop's rule since before the pincode directory), abroad a well-formed ZIP code or UK postcode.
 */
export function isQuotableCode(country: CheckoutCountry, zip: string): boolean {
  const code = zip.trim();
  if (country === 'United States') return isZipCode(code);
  if (country === 'United Kingdom') return isUkPostcode(code);
  return code.length >= PINCODE_MIN_LENGTH;
}

/** What the postal code is called where the shopper is: pincode, ZIP code or postcode. */
export function deliveryCodeName(country: CheckoutCountry): string {
  if (country === 'United States') return 'ZIP code';
  if (country === 'United Kingdom') return 'postcode';
  return 'pincode';
}
