import type { SandboxOverrides } from '@brass/sandbox/config';
import { startCheckoutHarness, type CheckoutHarness } from './orders-support.js';
import { useStarted } from './use-started.js';

/** One checkout harness for all the tests of a file, started before them and closed after. */
export const useCheckoutHarness = (
  env: Record<string, string> = {},
  sandboxOverrides: SandboxOverrides = {},
): CheckoutHarness => useStarted('checkout harness', () => startCheckoutHarness(env, sandboxOverrides));
