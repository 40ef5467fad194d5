/**
 * Reads of rows by key that arrive together answered by one query. Keys asked while the event loop is
 * busy (a burst of requests read from the sockets at once) are gathered and loaded together when it
 * turns; the query is issued after every one of them was asked, so each answer is as fresh as a query
 * of its own would be, and nothing is kept once it is answered. A query per request would otherwise
 * cost a frequent read many times its own work.
 */
export class BatchedReads<V> {
  private batch: { keys: Set<string>; rows: Promise<Map<string, V>> } | undefined;

  /** `loadMany` answers the rows of the keys it finds; the keys it leaves out read as undefined. */
  constructor(
    private readonly loadMany: (keys: string[]) => Promise<Map<string, V>>,
    private readonly maxKeys = 500,
  ) {}

  get(key: string): Promise<V | undefined> {
    const batch = this.batch ?? this.startBatch();
    batch.keys.add(key);
    // A full batch is loaded as it is; later keys start the next one.
    if (batch.keys.size >= this.maxKeys) this.batch = undefined;
    return batch.rows.then((rows) => rows.get(key));
  }

  private startBatch() {
    const keys = new Set<string>();
    const rows = new Promise<Map<string, V>>((resolve, reject) => {
      setImmediate(() => {
        if (this.batch?.keys === keys) this.batch = undefined;
        this.loadMany([...keys]).then(resolve, reject);
      });
    });
    const batch = { keys, rows };
    this.batch = batch;
    return batch;
  }
}
