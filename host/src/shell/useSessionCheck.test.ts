import { useAuthStore } from '@brass/shared/auth-store';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { answer, failure, sentTo } from '@brass/shared/testing/api-mock';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSessionCheck } from './useSessionCheck';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

const meena = { id: 'u1', name: 'Meena', email: 'meena@example.in' };

function signIn(token = 't1', user = meena) {
  act(() => useAuthStore.getState().login({ token, user }));
}

describe('useSessionCheck', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ token: null, user: null });
    setRuntimeConfig(testRuntimeConfig());
  });

  it.each(['staff', 'owner'] as const)('says a signed-in %s runs the shop', async (role) => {
    answer('GET /api/users/me', { user: meena, role });
    signIn();
    const { result } = renderHook(() => useSessionCheck());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('never says so of a shopper, nor of a visitor, whom it does not ask about', async () => {
    const visitor = renderHook(() => useSessionCheck());
    expect(visitor.result.current).toBe(false);
    expect(sentTo('GET /api/users/me')).toEqual([]);
    visitor.unmount();

    answer('GET /api/users/me', { user: meena, role: 'shopper' });
    signIn();
    const shopper = renderHook(() => useSessionCheck());
    await waitFor(() => expect(sentTo('GET /api/users/me')).toHaveLength(1));
    expect(shopper.result.current).toBe(false);
  });

  it('asks once per account: a renewed token asks nothing more; logging out forgets the role at once', async () => {
    answer('GET /api/users/me', { user: meena, role: 'owner' });
    signIn('t1');
    const { result } = renderHook(() => useSessionCheck());
    await waitFor(() => expect(result.current).toBe(true));

    signIn('t2');
    expect(result.current).toBe(true);
    expect(sentTo('GET /api/users/me')).toHaveLength(1);

    act(() => useAuthStore.getState().logout());
    expect(result.current).toBe(false);
  });

  it('asks again for another account signing in, and believes only its answer', async () => {
    answer('GET /api/users/me', { user: meena, role: 'owner' });
    signIn();
    const { result } = renderHook(() => useSessionCheck());
    await waitFor(() => expect(result.current).toBe(true));

    const ravi = { id: 'u2', name: 'Ravi', email: 'ravi@example.in' };
    answer('GET /api/users/me', { user: ravi, role: 'shopper' });
    signIn('t3', ravi);
    expect(result.current).toBe(false);
    await waitFor(() => expect(sentTo('GET /api/users/me')).toHaveLength(2));
    expect(result.current).toBe(false);
  });

  it('offers nothing when the API cannot say', async () => {
    answer('GET /api/users/me', failure(500, 'Something went wrong'));
    signIn();
    const { result } = renderHook(() => useSessionCheck());
    await waitFor(() => expect(sentTo('GET /api/users/me')).toHaveLength(1));
    expect(result.current).toBe(false);
  });
});
