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
