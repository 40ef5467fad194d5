/**
 * The session (Auth): token and user in localStorage under `token` and `user`,
 * restored on load, in a module-level store shared by the host and every remote.
 */
import { create } from 'zustand';
import type { Session, User } from './contracts/accounts';
import { STORAGE_KEYS } from './constants';
import { readStorage, writeStorage } from './storage';
import { acceptPayload, sessionSchema } from './store-checks';

interface AuthState {
  token: string | null;
  user: User | null;
  login: (session: Session) => void;
  logout: () => void;
  /** Takes the session from storage again, where another tab of the shop may have renewed or ended it. */
  reload: () => void;
}

function parseUser(raw: string): User | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const user = parsed as Record<string, unknown>;
    if (typeof user.id !== 'string' || typeof user.email !== 'string') return null;
    // The name is only displayed, so a missing one is tolerated rather than logging the user out.
    return { id: user.id, name: typeof user.name === 'string' ? user.name : '', email: user.email };
  } catch {
    return null;
  }
}

/**
 * The session in storage. `tidy` (on load) also removes half a session from storage; a reload leaves
 * it, as another tab may be between writing the token and the user, and removing the token then
 * would end the session that tab is starting.
 */
function restore({ tidy }: { tidy: boolean }): Pick<AuthState, 'token' | 'user'> {
  const token = readStorage(STORAGE_KEYS.token);
  const rawUser = readStorage(STORAGE_KEYS.user);
  const user = rawUser === null ? null : parseUser(rawUser);
  if (token && user) return { token, user };
  // Half a session is no session: a token without a trustworthy user would still be sent as a
  // bearer while the shop shows the visitor as logged out.
  if (tidy && (token !== null || rawUser !== null)) {
    writeStorage(STORAGE_KEYS.token, null);
    writeStorage(STORAGE_KEYS.user, null);
  }
  return { token: null, user: null };
}

export const useAuthStore = create<AuthState>()((set) => ({
  ...restore({ tidy: true }),

  login: (session) => {
    // The account remote pushes the session; the shell renders its user in the account menu.
    const accepted = acceptPayload('auth', 'login', sessionSchema, session);
    if (!accepted) return;
    const { user, token } = accepted;
    writeStorage(STORAGE_KEYS.token, token);
    writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
    set({ token, user });
  },

  logout: () => {
    writeStorage(STORAGE_KEYS.token, null);
    writeStorage(STORAGE_KEYS.user, null);
    set({ token: null, user: null });
  },

  reload: () => set(restore({ tidy: false })),
}));

export const selectIsLoggedIn = (state: AuthState): boolean => state.token !== null && state.user !== null;

/** For code outside React, such as the API client's interceptor. */
export function getToken(): string | null {
  return useAuthStore.getState().token;
}
