import { render } from '@testing-library/react';
import { createElement, useEffect, type ReactElement, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';

/**
 * A router for tests, starting at `path` (with its query) and history `state`: `history` is the
 * stack of addresses as the shopper's Back button would see it (a replace overwrites the last one),
 * `pathname` and `state` are where it is now, and `navigate` moves it from outside, as a click
 * elsewhere in the shop would.
 */
export function memoryLocation(path: string, state: unknown = null) {
  const history: string[] = [];
  let current: Location | undefined;
  let navigateTo: NavigateFunction | undefined;

  function Recorder() {
    const location = useLocation();
    const type = useNavigationType();
    navigateTo = useNavigate();
    useEffect(() => {
      current = location;
      const address = `${location.pathname}${location.search}`;
      if (type === 'REPLACE' && history.length > 0) history[history.length - 1] = address;
      else if (type !== 'POP' || history.length === 0) history.push(address);
    }, [location, type]);
    return null;
  }

  const { pathname, search } = new URL(path, 'http://test.invalid');
  return {
    history,
    get pathname() {
      return current?.pathname ?? pathname;
    },
    get state(): unknown {
      return current ? current.state : state;
    },
    navigate: (to: string) => {
      if (!navigateTo) throw new Error('the test router has not rendered yet');
      void navigateTo(to);
    },
    wrap: (children: ReactNode) =>
      createElement(
        MemoryRouter,
        { initialEntries: [{ pathname, search, state }], useTransitions: false },
        createElement(Recorder),
        children,
      ),
  };
}

/** Renders `ui` inside a test router at `path` (with its query), recording every navigation. */
export function renderAt(path: string, ui: ReactElement) {
  const location = memoryLocation(path);
  const view = render(location.wrap(ui));
  return { ...view, location, rerender: (next: ReactElement) => view.rerender(location.wrap(next)) };
}
