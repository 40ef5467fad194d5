/**
 * A person's name as the shop's forms take it. The shop writes names into mail it sends to any
 * address typed at sign-up, so a name must not carry a web address: a mail client would show it as a
 * link, in a mail from the shop. Initials stay welcome (`R.K. Narayan`, `S.Kumar`).
 */
export const NAME_WITH_WEB_ADDRESS_MESSAGE = 'Please enter your name without a web address';

/** The dots a browser or mail client reads as the dot of a domain: the full stop, and its CJK and full-width forms. */
const DOT = '[.\u3002\uFF0E\uFF61]';

const WEB_ADDRESS_PATTERNS = [
  // A scheme: http://, ftp://, and mailto: without the slashes.
  /[a-z][a-z\d+.-]*:\/\/|mailto:/iu,
  new RegExp(`\\bwww\\d*${DOT}`, 'iu'),
  // An email address is a link too.
  /@/u,
  // A domain: two letters or more on both sides of a dot (evil.com, ab.co), never an initial (S.Kumar).
  new RegExp(`[\\p{L}\\p{N}-]{2,}${DOT}[\\p{L}\\p{N}]{2,}`, 'u'),
  // A short domain with a path (t.co/x).
  new RegExp(`${DOT}[\\p{L}\\p{N}-]+/`, 'u'),
];

export function holdsWebAddress(name: string): boolean {
  return WEB_ADDRESS_PATTERNS.some((pattern) => pattern.test(name));
}
