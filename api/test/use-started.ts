/**
 * For test files that share one running thing (a back office, a checkout harness) between all their
 * tests. A separate module from the harnesses themselves, which e2e specs import too and so may not
 * import vitest.
 */
import { afterAll, beforeAll } from 'vitest';

/**
 * Starts it before the file's tests and closes it after them. What it returns stands for it while it
 * runs, so a file names it once at the top instead of assigning it in a hook; the file's own beforeAll
 * hooks, registered after this call, run once it is up.
 */
export function useStarted<T extends { close(): Promise<void> }>(name: string, start: () => Promise<T>): T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  return new Proxy({} as T, {
    get(_, property) {
      if (!running) throw new Error(`The ${name} runs only from beforeAll to afterAll of its file`);
      return running[property as keyof T];
    },
  });
}
