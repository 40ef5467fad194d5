import type { Session } from '@brass/shared/contracts/accounts';

/** Only a complete session is stored: half of one would show a signed-in header with no working token. */
export function toSession(body: unknown): Session {
  if (typeof body === 'object' && body !== null && 'user' in body && 'token' in body) {
    const { user, token } = body;
    if (typeof token === 'string' && token && typeof user === 'object' && user !== null) {
      if ('id' in user && 'email' in user && typeof user.id === 'string' && typeof user.email === 'string') {
        const name = 'name' in user && typeof user.name === 'string' ? user.name : '';
        const notice = 'notice' in body && typeof body.notice === 'string' ? body.notice : undefined;
        return { user: { id: user.id, name, email: user.email }, token, ...(notice && { notice }) };
      }
    }
  }
  throw new Error('The server did not answer with a session');
}
