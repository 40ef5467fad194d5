import { setRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export const TEST_API_BASE = 'https://api.example.in';

/** Renders a page as the host would: inside a router, with the runtime config loaded. */
export function renderInRouter(ui: ReactElement, path = '/') {
  setRuntimeConfig({ apiBase: TEST_API_BASE } as RuntimeConfig);
  const location = memoryLocation({ path, record: true });
  const view = render(<Router hook={location.hook}>{ui}</Router>);
  return {
    ...view,
    location,
    rerenderInRouter: (next: ReactElement) => view.rerender(<Router hook={location.hook}>{next}</Router>),
  };
}
