import DataLoader from 'dataloader';

/**
 * A DataLoader for reads of rows by key that arrive together, such as the account behind every
 * authenticated call: the keys asked while the event loop is busy (a burst of requests read from the
 * sockets at once) are loaded by one query when it turns, where DataLoader's default gathers only the
 * keys of one tick. Nothing is kept once answered (`cache: false`), so each answer is as fresh as a
 * query of its own would be. `loadMany` answers the rows it finds; a key it leaves out reads as
 * undefined.
 */
export function batchLoader<V>(
  loadMany: (keys: string[]) => Promise<Map<string, V>>,
  maxBatchSize = 500,
): DataLoader<string, V | undefined> {
  return new DataLoader(
    async (keys) => {
      const rows = await loadMany([...new Set(keys)]);
      return keys.map((key) => rows.get(key));
    },
    { cache: false, maxBatchSize, batchScheduleFn: (load) => setImmediate(load) },
  );
}
