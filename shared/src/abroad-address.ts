/**
 * The rules of a delivery address in the United States and the United Kingdom, the two countries the
 * shop ships to outside India: ZIP codes and the states, UK postcodes, and phone numbers written with
 * their country code so that a courier abroad can call. The checkout says the words beside each field
 * and the API refuses an address with the same words (the contract's orderAddressSchema).
 */

/** The 50 states and the District of Columbia, as the checkout's State choice lists them. */
export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;
export type UsState = (typeof US_STATES)[number];

/** Five digits, or ZIP+4: five, a hyphen and four more. */
export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

/**
 * A UK postcode: an outward code (area letters, district digits) and an inward code (a digit and two
 * letters from the set Royal Mail uses), such as SW1A 1AA, M1 1AE or B33 8TH. Any case, the space
 * optional, as shoppers type them.
 */
export const UK_POSTCODE_PATTERN = /^(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/** +1, then a 10-digit North American number whose area code and exchange do not start with 0 or 1. */
const US_PHONE_PATTERN = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
/** +44, then the national number without its leading 0: 9 or 10 digits. */
const UK_PHONE_PATTERN = /^\+44[1-9]\d{8,9}$/;

/** People group a number's digits with spaces, hyphens, dots and brackets (`+1 (212) 555-0147`). */
const digitsOf = (phone: string): string => phone.replace(/[\s\-.()]/g, '');

export const isZipCode = (value: string): boolean => ZIP_CODE_PATTERN.test(value.trim());
export const isUkPostcode = (value: string): boolean => UK_POSTCODE_PATTERN.test(value.trim());
export const isUsPhone = (value: string): boolean => US_PHONE_PATTERN.test(digitsOf(value));
export const isUkPhone = (value: string): boolean => UK_PHONE_PATTERN.test(digitsOf(value));
export const isUsState = (value: string): value is UsState =>
  (US_STATES as readonly string[]).includes(value);

/** A postcode as Royal Mail prints it: capitals, one space before the inward code (sw1a1aa: SW1A 1AA). */
export function formatUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** What the shopper in the United States is asked to fix, per field. */
export const US_ADDRESS_MESSAGES = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  phone: 'Enter a US phone number with its country code, such as +1 212 555 0147.',
  address1: 'Enter your street address.',
  city: 'Enter your city.',
  region: 'Choose your state.',
  zip: 'Enter a 5-digit ZIP code, such as 10001, or a ZIP+4, such as 10001-1234.',
} as const;

/** What the shopper in the United Kingdom is asked to fix, per field; the county is optional. */
export const UK_ADDRESS_MESSAGES = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  phone: 'Enter a UK phone number with its country code, such as +44 20 7946 0018.',
  address1: 'Enter your house number and street.',
  city: 'Enter your town or city.',
  region: 'Enter your county, or leave it empty.',
  zip: 'Enter a UK postcode, such as SW1A 1AA.',
} as const;
