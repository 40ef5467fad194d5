/**
 * What a password must be, wherever one is set: at least 8 characters, and not one of the passwords
 * people use most, which are tried first by anyone guessing. The list is Mozilla's
 * `fxa-common-password-list` (Firefox Accounts): the 50,000 most frequent passwords of 8 characters
 * or more in the 10 million password list of SecLists. It lives on the server only.
 */
import commonPasswordList from 'fxa-common-password-list';
import { HttpError } from '../../lib/http-error.js';

const PASSWORD_MIN_LENGTH = 8;
/** The contract's words for the length rule, so that both checks read alike. */
const tooShortMessage = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const tooCommonMessage =
  'Password must not be one of the 50,000 most common passwords. Please choose a less common one';

/** Throws a 400 naming the rule the password breaks. */
export function assertPasswordAllowed(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new HttpError(400, tooShortMessage);
  // The list is lower-cased; capitals and surrounding spaces make no password harder to guess.
  if (commonPasswordList.test(password.trim().toLowerCase())) throw new HttpError(400, tooCommonMessage);
}
