/**
 * From what a shopper typed to a PostgreSQL text-search query. Pure, so that its rules are tested
 * without a database; the words' synonyms and spellings come from the repository.
 */

/** The words a search reads; the rest of a long paste is ignored. */
const MAX_SEARCH_WORDS = 8;
/** Longer runs of letters are no word of the shop's (and would make trigram lookups costly). */
const MAX_WORD_LENGTH = 40;

/**
 * The words of a search, lowercased and each once: runs of letters (with their combining marks, so
 * Tamil and Hindi words stay whole) and digits. Punctuation, emoji and query syntax only separate
 * words, which is also what makes the words safe to place in a text-search query.
 */
export function searchWordsOf(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= MAX_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** A word as searched: itself, then its synonyms and the nearest spelling the shop knows. */
export interface ExpandedWord {
  word: string;
  alternatives: string[];
}

/**
 * The query text for `to_tsquery('english', …)`: each word or any of its alternatives, the words all
 * required (`&`) or any one enough (`|`). The last word also matches as a prefix, so a search typed
 * halfway ("gane") already finds what it is becoming.
 */
export function textSearchQueryOf(words: readonly ExpandedWord[], join: '&' | '|'): string {
  return words
    .map(({ word, alternatives }, index) => {
      const last = index === words.length - 1;
      const terms = [last && word.length >= 2 ? `${word}:*` : word, ...alternatives];
      return `(${[...new Set(terms)].join(' | ')})`;
    })
    .join(` ${join} `);
}
