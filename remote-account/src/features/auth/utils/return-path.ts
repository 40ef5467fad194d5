/** Any origin works as the base: only whether the path stays on it matters. */
const SITE = 'https://shop.invalid';
const AUTH_PAGES = new Set(['/login', '/register']);

/**
 * A return path from outside input, kept only when it stays on this site: '//evil.in', '/\evil.in'
 * and '/\t/evil.in' all start with '/' yet browsers read them as another host (open redirect).
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // Back to the sign-in form after signing in would look like the sign-in failed.
  if (AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where the shopper goes after signing in: `from` in the history state (set by
 * `navigate('/login', { state: { from } })`), else a `?next=` query parameter, else the home page.
 */
export function returnPathAfterSignIn(historyState: unknown, search: string): string {
  const fromState =
    typeof historyState === 'object' && historyState !== null && 'from' in historyState
      ? historyState.from
      : undefined;
  return safeReturnPath(fromState) ?? safeReturnPath(new URLSearchParams(search).get('next')) ?? '/';
}
