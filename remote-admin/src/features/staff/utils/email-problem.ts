// Loose on purpose: the API holds the real rule; this only catches what is plainly not an address.
const LOOKS_LIKE_AN_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an address typed into the staff form, before it is sent; null when nothing. */
export function emailProblem(typed: string): string | null {
  const email = typed.trim();
  if (email === '') return 'Please enter the email address of the person to add.';
  if (!LOOKS_LIKE_AN_EMAIL.test(email) || email.length > 254) return 'Please enter a valid email address.';
  return null;
}
