/**
 * A name typed by whoever made an account or an order, as the shop's mail writes it. Anyone can
 * type any name and any address at sign-up, so the name is written as plain words: on one line,
 * at most `MAIL_NAME_MAX_LENGTH` characters, and never as a link (a web or mail address in it is
 * broken up, so that no mail client turns it into one).
 */

/** Long enough for any real name; a longer one is cut, ending with '…'. */
export const MAIL_NAME_MAX_LENGTH = 60;

/** The dots a mail client reads as the dot of a domain: the full stop, and its CJK and full-width forms. */
const DOMAIN_DOT = /([.\u3002\uFF0E\uFF61])(?=[\p{L}\p{N}])/gu;
/** Control and format characters (bidi overrides, zero-width spaces), but not the joiners Indic scripts spell with. */
const INVISIBLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export function mailName(name: string): string {
  const words = name
    .replace(INVISIBLE, ' ')
    // A dot followed by a letter (evil.com, www.x) becomes a dot and a space: `evil. com` links nowhere.
    .replace(DOMAIN_DOT, '$1 ')
    // The scheme of an address (http://, mailto:) and the @ of an email, likewise.
    .replace(/:(?=\S)/gu, ': ')
    .replace(/@/gu, ' at ')
    .replace(/\s+/gu, ' ')
    .trim();
  // Cut between letters as readers see them, never inside a conjunct or before its vowel sign.
  const letters = [...graphemes.segment(words)].map(({ segment }) => segment);
  if (letters.length <= MAIL_NAME_MAX_LENGTH) return words;
  return `${letters
    .slice(0, MAIL_NAME_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}
