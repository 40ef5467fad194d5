/**
 * Runs a background pass every `intervalMs`, never two at once. The returned function stops the
 * passes and waits for the one under way, so that what it writes to can close after it.
 */
export function runPeriodically(intervalMs: number, pass: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= pass().finally(() => {
      running = undefined;
    });
  }, intervalMs);
  // The passes alone never keep the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
