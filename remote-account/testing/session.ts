import { useAuthStore } from '@brass/shared/auth-store';
import type { Session } from '@brass/shared/contracts/accounts';
import { memoryLocation } from '@brass/shared/testing/router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export const asha: Session = {
  user: { id: 'usr_asha', name: 'Asha Iyer', email: 'asha@example.in' },
  token: 'jwt-asha',
};

let page = memoryLocation('/');

/** Every test starts signed out at `path`, with whatever history state it needs. */
export function startAt(path: string, state: unknown = null) {
  useAuthStore.getState().logout();
  page = memoryLocation(path, state);
}

/** Renders `ui` on the page the test started at, in the router the shop gives every page. */
export const renderHere = (ui: ReactElement) => render(page.wrap(ui));

/** Where the shopper is now, and the history state of that entry. */
export const currentPath = () => page.pathname;
export const currentState = () => page.state;
/** The addresses of the history, as the Back button walks them; a replace overwrote the last one. */
export const addressHistory = () => page.history;

/** A navigation from elsewhere in the shop, such as the header's Logout going home. */
export const goTo = (path: string) => page.navigate(path);
