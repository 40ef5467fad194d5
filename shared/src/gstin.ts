/**
 * The GST's states and its registration numbers: the two-digit code of each state and territory, the
 * code of a state as an address names it, and whether a GSTIN is well formed, down to its check
 * character, so that the checkout refuses a mistyped one before the invoice would carry it.
 */

/** The GST state codes: the first two digits of every GSTIN registered in that state or territory. */
export const gstStates: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** Older or shorter names shoppers and old addresses still use. */
const otherNames: Readonly<Record<string, string>> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  newdelhi: '07',
  nctofdelhi: '07',
  daman: '26',
  diu: '26',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  andamanandnicobar: '35',
  jammukashmir: '01',
};

/** Case, spaces, dots and '&' for 'and' do not tell states apart. */
const comparable = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z]/g, '');

const codeByName = new Map<string, string>([
  ...Object.entries(gstStates).map(([code, name]) => [comparable(name), code] as const),
  ...Object.entries(otherNames),
]);

/** The GST state code of a state's name as an address gives it; undefined for a name no state has. */
export function stateCodeOf(stateName: string): string | undefined {
  return codeByName.get(comparable(stateName));
}

/** The state code a GSTIN begins with, when it names a state. */
export function stateCodeOfGstin(gstin: string): string | undefined {
  const code = gstin.trim().slice(0, 2);
  return code in gstStates ? code : undefined;
}

/** GSTIN: state code, PAN, entity number, Z, check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, A-Z as 10-35),
 * times 1 or 2 by turns, its quotient and remainder by 36 added up; the check is what brings the sum
 * to a multiple of 36.
 */
function checkCharacterOf(first14: string): string {
  let sum = 0;
  [...first14].forEach((character, index) => {
    const product = GSTIN_CHARACTERS.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}

/** A GSTIN in the GST's format, of a state that has one, whose check character holds. */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_PATTERN.test(gstin) &&
    stateCodeOfGstin(gstin) !== undefined &&
    checkCharacterOf(gstin.slice(0, 14)) === gstin.slice(14)
  );
}

export const BUSINESS_BUYER_MESSAGES = {
  gstin: 'Enter the 15-character GSTIN of your business, such as 27AAPFU0939F1ZV.',
  name: 'Enter the name your business is registered under.',
  abroad: 'A GSTIN is for an order delivered in India.',
  elsewhere: (gstinState: string, deliveryState: string) =>
    `This GSTIN is registered in ${gstinState}, but the order goes to ${deliveryState}: give your business's GSTIN in ${deliveryState}.`,
} as const;

/**
 * Why a business's GSTIN cannot go on the invoice of an order delivered to `address`, if it cannot:
 * the GSTIN's state must be the state the order is billed and delivered to.
 */
export function gstinProblemFor(
  gstin: string,
  address: { country: string; region: string },
): string | undefined {
  if (address.country !== 'India') return BUSINESS_BUYER_MESSAGES.abroad;
  const code = stateCodeOfGstin(gstin);
  if (!code || code === stateCodeOf(address.region)) return undefined;
  return BUSINESS_BUYER_MESSAGES.elsewhere(gstStates[code] ?? code, address.region);
}
