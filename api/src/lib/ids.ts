import { randomInt } from 'node:crypto';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A short readable id such as `usr_k3v9x0q2m7ta`: 12 characters of base 36 carry 62 bits, plenty for
 * a shop, and read better in support mails than a UUID. The prefix says what the id names.
 */
export function newId(prefix: string, length = 12): string {
  let id = '';
  for (let i = 0; i < length; i++) id += alphabet[randomInt(alphabet.length)];
  return `${prefix}_${id}`;
}

/** Catalogue and blog ids are readable slugs such as `ganesha-lost-wax-seated`. */
export const isSlug = (value: string): boolean => /^[a-z0-9][a-z0-9-]{0,99}$/.test(value);

/**
 * The slug of a name: `Small Urli (8 inch)` is `small-urli-8-inch`. Accents are dropped and every other
 * letter outside a to z with them, so a name in another script alone gives ''.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
}
