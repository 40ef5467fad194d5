import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** What a page shows while it reads from the API: one shape for every app. */
export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

export interface RequestOptions<T> {
  /**
   * The answer for `key` already in hand, such as the one a server rendered the page with: the first
   * render shows it, so taking over the server's markup neither flashes nor shifts, and it is not
   * asked for again while the key stays the same.
   */
  initialData?: T;
  /** Called once the initial data has stood in for the call, so its holder can let it go. */
  onInitialDataUsed?: () => void;
}

interface Settled<T> {
  key: string;
  state: Extract<RequestState<T>, { status: 'success' | 'error' }>;
}

/**
 * Reads what `key` names with `load`, once per key: loading, then success or error. A new key, or
 * the page going away, aborts the call in flight, so a late answer never lands on the wrong page.
 * `load` may be a fresh closure on every render; only a change of `key` asks again. A `null` key
 * asks nothing (idle), for a question not complete yet.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { initialData, onInitialDataUsed }: RequestOptions<NoInfer<T>> = {},
): RequestState<T> {
  const [settled, setSettled] = useState<Settled<T> | undefined>(() =>
    key !== null && initialData !== undefined
      ? { key, state: { status: 'success', data: initialData } }
      : undefined,
  );
  const [askedKey, setAskedKey] = useState(key);
  const seededKey = useRef(key !== null && initialData !== undefined ? key : null);

  // Each key starts from nothing: coming back to an earlier key asks again rather than show its old answer.
  if (askedKey !== key) {
    setAskedKey(key);
    setSettled(undefined);
  }
  const loadNow = useEffectEvent(load);
  const initialDataUsed = useEffectEvent(() => onInitialDataUsed?.());

  useEffect(() => {
    if (key === null) return;
    if (seededKey.current === key) {
      initialDataUsed();
      return;
    }
    seededKey.current = null;
    const controller = new AbortController();
    loadNow(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === null) return { status: 'idle' };
  // An answer for another key is stale: until this key's lands, the page is loading.
  return settled?.key === key ? settled.state : { status: 'loading' };
}

/**
 * The HTTP status a failed request was answered with, or undefined when no answer came (network
 * down, cancelled). Read structurally, so that axios itself stays out of the bundles that ask.
 */
export function failedStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' ? response.status : undefined;
}
