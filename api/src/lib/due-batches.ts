/**
 * Works through everything due now, a batch at a time. `work` puts off what fails (a back-off or a
 * parking), so the next batch reaches the items behind it: a batch full of failures never holds up
 * the rest. An item is taken at most once a pass, so a failure that could not even be recorded
 * cannot keep the pass going round.
 */
export async function workThroughDue(
  nextBatch: () => Promise<string[]>,
  work: (id: string) => Promise<void>,
): Promise<void> {
  const taken = new Set<string>();
  for (;;) {
    const batch = (await nextBatch()).filter((id) => !taken.has(id));
    if (batch.length === 0) return;
    for (const id of batch) {
      taken.add(id);
      await work(id);
    }
  }
}
