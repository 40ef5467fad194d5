import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { memoryLocation } from '@brass/shared/testing/router';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

export const TEST_API_BASE = 'https://api.example.in';

/** Renders a page as the host would: inside a router, with the runtime config loaded. */
export function renderInRouter(ui: ReactElement, path = '/') {
  setRuntimeConfig(testRuntimeConfig({ apiBase: TEST_API_BASE }));
  const location = memoryLocation(path);
  const view = render(location.wrap(ui));
  return {
    ...view,
    location,
    rerenderInRouter: (next: ReactElement) => view.rerender(location.wrap(next)),
  };
}
