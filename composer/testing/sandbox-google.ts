/** Someone signing in with Google: the sandbox's Google vouches for any address it is given. */
export interface GooglePerson {
  name: string;
  email: string;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs `person` in to a running shop's API with an ID token minted by the shop's sandbox Google,
 * as the sign-in button does: the first time, this creates the account with its address confirmed.
 * Answers the session's bearer token.
 */
export async function signInWithSandboxGoogle(
  origins: { api: string; sandbox: string },
  person: GooglePerson,
): Promise<string> {
  const { credential } = await post<{ credential: string }>(`${origins.sandbox}/google/__sandbox/token`, {
    ...person,
    client_id: process.env.GOOGLE_CLIENT_ID ?? 'brass-sandbox.apps.googleusercontent.com',
  });
  const { token } = await post<{ token: string }>(`${origins.api}/users/google-login`, {
    token: credential,
  });
  return token;
}
