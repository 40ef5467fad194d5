/**
 * What a password must be, wherever one is set: at least 8 characters, not one of the passwords
 * people use most, which are tried first by anyone guessing, and not made of what anyone who knows the
 * account guesses next: its email, or the shop's name. The list is Mozilla's
 * `fxa-common-password-list` (Firefox Accounts): the 50,000 most frequent passwords of 8 characters
 * or more in the 10 million password list of SecLists. It lives on the server only.
 */
import { BRAND_NAME } from '@brass/shared/constants';
import commonPasswordList from 'fxa-common-password-list';
import { HttpError } from '../../lib/http-error.js';

const PASSWORD_MIN_LENGTH = 8;
/**
 * The part of the email before the @ is refused inside a password from this length on: a shorter one
 * (`ab@...`) is in too many good passwords to refuse them all for it.
 */
const LOCAL_PART_MIN_CONTAINED = 3;
/** The contract's words for the length rule, so that both checks read alike. */
const tooShortMessage = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const tooCommonMessage =
  'Password must not be one of the 50,000 most common passwords. Please choose a less common one';
const emailMessage = 'Password must not contain your email address or the part of it before the @';
const shopNameMessage = `Password must not contain the shop's name, ${BRAND_NAME}`;

/** Compared without capitals or spaces: `Brass Aangan 2026` holds the shop's name as `brassaangan2026` does. */
const compact = (text: string) => text.toLowerCase().replace(/\s+/gu, '');

/** Throws a 400 naming the rule the password breaks; `account`: whose password it becomes. */
export function assertPasswordAllowed(password: string, account: { email: string }): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new HttpError(400, tooShortMessage);
  // The list is lower-cased; capitals and surrounding spaces make no password harder to guess.
  if (commonPasswordList.test(password.trim().toLowerCase())) throw new HttpError(400, tooCommonMessage);
  const typed = compact(password);
  const email = compact(account.email);
  const localPart = email.slice(0, email.lastIndexOf('@'));
  const holdsLocalPart = localPart.length >= LOCAL_PART_MIN_CONTAINED && typed.includes(localPart);
  if (typed.includes(email) || holdsLocalPart) throw new HttpError(400, emailMessage);
  if (typed.includes(compact(BRAND_NAME))) throw new HttpError(400, shopNameMessage);
}
