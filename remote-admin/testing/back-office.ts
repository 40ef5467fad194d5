import { useAuthStore } from '@brass/shared/auth-store';
import type { Session } from '@brass/shared/contracts/accounts';
import type { AdminProfile } from '@brass/shared/contracts/admin';
import { memoryLocation } from '@brass/shared/testing/router';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import AdminPage from '../src/pages/AdminPage';

export const owner: AdminProfile = {
  id: 'usr_lakshmi',
  name: 'Lakshmi Narayanan',
  email: 'lakshmi@brassaangan.in',
  role: 'owner',
};
export const staffMember: AdminProfile = {
  id: 'usr_ravi',
  name: 'Ravi Kumar',
  email: 'ravi@brassaangan.in',
  role: 'staff',
};

/** Signs `person` in, as the account remote would after a sign-in. */
export function signIn({ id, name, email }: { id: string; name: string; email: string }): Session {
  const session = { user: { id, name, email }, token: `jwt-${id}` };
  useAuthStore.getState().login(session);
  return session;
}

export function signOut(): void {
  useAuthStore.getState().logout();
}

/**
 * The back office as the host renders it at `path` (`/admin/staff`): the page with the route's splat
 * as its params, inside a router that records every navigation.
 */
export function openBackOffice(path: string) {
  const location = memoryLocation(path);
  const splat = new URL(path, 'http://shop.test').pathname.replace(/^\/admin\/?/, '');
  const view = render(location.wrap(createElement(AdminPage, { params: { '*': splat } })));
  return { ...view, location };
}
