import { useEffect, useState } from 'react';
import { tookServerAnswer, useServerAnswer } from './server-data';

export type RequestState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = Exclude<RequestState<T>, { status: 'loading' }> & { key: string };

/**
 * Loads once per `key` (Page loads: loading, then loaded or error) and aborts the call
 * when the key changes or the page goes away, so a late answer never lands on the wrong page.
 * `fetcher` must be stable (a module-level function): the key alone says what to load. A page the
 * server drew starts with the server's answer and does not ask again.
 */
export function useRequest<T>(
  key: string,
  fetcher: (key: string, signal: AbortSignal) => Promise<T>,
): RequestState<T> {
  const { answer, answeredKey } = useServerAnswer<T>(key);
  const [settled, setSettled] = useState<Settled<T> | undefined>(() =>
    answer === undefined ? undefined : { key, status: 'success', data: answer },
  );

  useEffect(() => {
    if (tookServerAnswer(answeredKey, key)) return;
    const controller = new AbortController();
    fetcher(key, controller.signal).then(
      (data) => setSettled({ key, status: 'success', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, fetcher, answeredKey]);

  // A result for another key is stale: until the new one lands, the page is loading.
  return settled?.key === key ? settled : { status: 'loading' };
}
