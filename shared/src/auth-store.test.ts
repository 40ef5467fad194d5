const user = { id: 'u1', name: 'Asha', email: 'asha@example.in' };

// The store reads localStorage when its module loads, so each test loads a fresh copy.
async function loadAuth(stored: { token?: string; user?: string } = {}) {
  localStorage.clear();
  if (stored.token !== undefined) localStorage.setItem('token', stored.token);
  if (stored.user !== undefined) localStorage.setItem('user', stored.user);
  vi.resetModules();
  return import('./auth-store');
}

describe('auth store', () => {
  it('starts logged out when nothing is stored', async () => {
    const auth = await loadAuth();
    const state = auth.useAuthStore.getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(auth.selectIsLoggedIn(state)).toBe(false);
    expect(auth.getToken()).toBeNull();
  });

  it('restores a stored token and user', async () => {
    const auth = await loadAuth({ token: 'jwt-1', user: JSON.stringify(user) });
    const state = auth.useAuthStore.getState();
    expect(state.user).toEqual(user);
    expect(state.token).toBe('jwt-1');
    expect(auth.selectIsLoggedIn(state)).toBe(true);
    expect(auth.getToken()).toBe('jwt-1');
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });

  it.each([
    ['invalid JSON', '{"id":'],
    ['missing the id', JSON.stringify({ name: 'Asha', email: 'asha@example.in' })],
    ['missing the email', JSON.stringify({ id: 'u1', name: 'Asha' })],
    ['an id that is not a string', JSON.stringify({ id: 1, email: 'asha@example.in' })],
    ['not an object', '"asha"'],
    ['null', 'null'],
    ['an array', '[]'],
  ])('discards a stored user that is %s, together with the token', async (_label, storedUser) => {
    const auth = await loadAuth({ token: 'jwt-1', user: storedUser });
    const state = auth.useAuthStore.getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('discards half a session: a token without a user, or a user without a token', async () => {
    let auth = await loadAuth({ token: 'jwt-1' });
    expect(auth.useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();

    auth = await loadAuth({ user: JSON.stringify(user) });
    expect(auth.useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reloads a session another tab is midway through writing as none, and leaves the writing alone', async () => {
    const auth = await loadAuth();
    localStorage.setItem('token', 'jwt-3');

    auth.useAuthStore.getState().reload();
    expect(auth.selectIsLoggedIn(auth.useAuthStore.getState())).toBe(false);
    expect(localStorage.getItem('token')).toBe('jwt-3');

    localStorage.setItem('user', JSON.stringify(user));
    auth.useAuthStore.getState().reload();
    expect(auth.useAuthStore.getState().user).toEqual(user);
    expect(auth.getToken()).toBe('jwt-3');
  });

  it('restores a user stored without a name', async () => {
    const auth = await loadAuth({ token: 'jwt-1', user: JSON.stringify({ id: 'u1', email: 'a@b.in' }) });
    expect(auth.useAuthStore.getState().user).toEqual({ id: 'u1', name: '', email: 'a@b.in' });
  });

  it('saves the session on login', async () => {
    const auth = await loadAuth();
    auth.useAuthStore.getState().login({ user, token: 'jwt-2' });
    const state = auth.useAuthStore.getState();
    expect(state.user).toEqual(user);
    expect(auth.selectIsLoggedIn(state)).toBe(true);
    expect(auth.getToken()).toBe('jwt-2');
    expect(localStorage.getItem('token')).toBe('jwt-2');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);

    // And a reload restores it.
    vi.resetModules();
    const reloaded = await import('./auth-store');
    expect(reloaded.useAuthStore.getState().user).toEqual(user);
    expect(reloaded.getToken()).toBe('jwt-2');
  });

  it('clears token and user on logout', async () => {
    const auth = await loadAuth({ token: 'jwt-1', user: JSON.stringify(user) });
    auth.useAuthStore.getState().logout();
    const state = auth.useAuthStore.getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(auth.selectIsLoggedIn(state)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('auth store: what a remote pushes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
  });

  it.each([
    [
      'a user whose name is not text',
      { token: 'jwt-2', user: { ...user, name: ['Asha'] } },
      'user.name (invalid_type)',
    ],
    ['a session without a token', { token: '', user }, 'token (too_small)'],
    ['a session without a user', { token: 'jwt-2' }, 'user (invalid_type)'],
  ])('refuses %s: the stored session stays as it was', async (_label, session, problem) => {
    const auth = await loadAuth({ token: 'jwt-1', user: JSON.stringify(user) });
    const { onStoreRefusal } = await import('@brass/shared/store-refusals');
    const refusals: unknown[] = [];
    onStoreRefusal((refusal) => refusals.push(refusal));

    (auth.useAuthStore.getState().login as (value: unknown) => void)(session);

    expect(auth.useAuthStore.getState()).toMatchObject({ token: 'jwt-1', user });
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(refusals).toEqual([{ store: 'auth', action: 'login', problem }]);
    // The log names the fields, never the token.
    expect(console.error).toHaveBeenCalledWith(`[auth store] refused login: ${problem}`);
  });
});
