/**
 * How guessable a configured secret is, by a simple estimate (documented in api/README.md). A secret
 * made by a random generator (`openssl rand -hex 32`, `openssl rand -base64 32`, or issued by a
 * provider) passes every rule; a secret a person made up usually fails one.
 *
 * 1. Length: at least the minimum the setting asks for.
 * 2. Spread: the Shannon entropy of the value's own characters, H = -Σ p·log2(p) over the share p of
 *    each distinct character, is at least 3 bits per character. Random hex scores close to 4 and
 *    base64 close to 6; 'aaaa…' scores 0 and 'ab12ab12…' 2.
 * 3. No repeated piece: the value is not a shorter piece written several times ('0123456789abcdef'
 *    three times spreads well, yet is 16 characters of secret at most).
 * 4. Not words: at most half of it lies in word-shaped runs (three or more small letters, perhaps after
 *    a capital, or four capitals). Generators rarely make such runs; people writing secrets do.
 */

const minimumBitsPerCharacter = 3;

const wordShaped = /[A-Z]?[a-z]{3,}|[A-Z]{4,}/g;

/** Shannon entropy of the value's character frequencies, in bits per character. */
function bitsPerCharacter(value: string): number {
  const characters = [...value];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

/** The length of the shortest piece the value is made of by repetition, if it is one. */
function repeatedPieceLength(value: string): number | undefined {
  for (let length = 1; length <= value.length / 2; length++) {
    if (value.length % length === 0 && value.slice(length) === value.slice(0, -length)) return length;
  }
  return undefined;
}

function wordShare(value: string): number {
  const inWords = (value.match(wordShaped) ?? []).reduce((sum, word) => sum + word.length, 0);
  return inWords / value.length;
}

/** Why the secret is too weak, in a few words; undefined when it passes every rule above. */
export function secretWeakness(value: string, minimumLength: number): string | undefined {
  if (value.length < minimumLength) return `${value.length} characters, at least ${minimumLength} are needed`;
  const bits = bitsPerCharacter(value);
  if (bits < minimumBitsPerCharacter) {
    return `it repeats too few characters (${bits.toFixed(1)} bits of entropy per character, at least ${minimumBitsPerCharacter} are needed)`;
  }
  const piece = repeatedPieceLength(value);
  if (piece !== undefined) return `it repeats a piece of ${piece} characters`;
  const words = wordShare(value);
  if (words > 0.5) return `it reads like words (${Math.round(words * 100)} % of it)`;
  return undefined;
}
