import { toWords } from 'to-words/en-IN';

const crore = 10_000_000;

/**
 * A whole number in words, grouping by thousand, lakh and crore. Crores past ninety-nine count on in
 * the same groups ("One Hundred Five Crore"), as Indian invoices write them, where to-words would say
 * arab and kharab.
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of rupees: ${n}`);
  const crores = Math.floor(n / crore);
  if (crores < 100) return toWords(n);
  const rest = n % crore;
  return `${numberInWords(crores)} Crore${rest ? ` ${toWords(rest)}` : ''}`;
}

/**
 * An amount in words as Indian invoices write it: 120000 paise is "Rupees One Thousand Two Hundred
 * Only", 12345650 paise "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise
 * Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rest === 0) return `Rupees ${numberInWords(rupees)} Only`;
  if (rupees === 0) return `${toWords(rest)} Paise Only`;
  return `Rupees ${numberInWords(rupees)} and ${toWords(rest)} Paise Only`;
}
