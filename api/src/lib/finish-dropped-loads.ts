/**
 * Set on every in-process lru-cache of the API that loads through `fetch`: a load still under way
 * when its key is dropped (a change cleared the cache, or newer keys pushed it out) still answers the
 * requests waiting on it, where lru-cache would fail them, and its answer is not kept.
 */
export const finishDroppedLoads = { ignoreFetchAbort: true } as const;
