/**
 * For test files that share one checkout harness between all their tests: a separate module from
 * `orders-support.ts`, which e2e specs import too and so may not import vitest.
 */
import type { SandboxOverrides } from '@brass/sandbox/config';
import { afterAll, beforeAll } from 'vitest';
import { startCheckoutHarness, type CheckoutHarness } from './orders-support.js';

/**
 * Starts the harness before the file's tests and closes it after them. What it returns stands for the
 * harness while it runs, so a file names it once at the top instead of assigning it in a hook; the
 * file's own beforeAll hooks, registered after this call, run once the harness is up.
 */
export function useCheckoutHarness(
  env: Record<string, string> = {},
  sandboxOverrides: SandboxOverrides = {},
): CheckoutHarness {
  let running: CheckoutHarness | undefined;
  beforeAll(async () => {
    running = await startCheckoutHarness(env, sandboxOverrides);
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  return new Proxy({} as CheckoutHarness, {
    get(_, property) {
      if (!running) throw new Error('The checkout harness runs only from beforeAll to afterAll of its file');
      return running[property as keyof CheckoutHarness];
    },
  });
}
