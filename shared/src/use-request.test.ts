import { act, renderHook } from '@testing-library/react';
import { failedStatus, useRequest, type RequestState } from './use-request';

/** A call the test answers when it wants, remembering the signal it was made with. */
function deferredCall<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
}

function renderRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, initialData?: T) {
  const used = vi.fn();
  const hook = renderHook(
    ({ key }: { key: string | null }) => useRequest(key, load, { initialData, onInitialDataUsed: used }),
    { initialProps: { key } },
  );
  return { ...hook, used };
}

describe('useRequest', () => {
  it('is loading until the answer comes, then holds it', async () => {
    const { load, calls } = deferredCall<string>();
    const { result } = renderRequest('ganesha', load);
    expect(result.current).toEqual({ status: 'loading' });

    await act(async () => calls[0]?.resolve('Brass Ganesha'));
    expect(result.current).toEqual({ status: 'success', data: 'Brass Ganesha' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('holds the error a failed call rejected with', async () => {
    const { load, calls } = deferredCall<string>();
    const { result } = renderRequest('ganesha', load);
    const failure = new Error('Request failed with status code 500');

    await act(async () => calls[0]?.reject(failure));
    expect(result.current).toEqual({ status: 'error', error: failure });
  });

  it('asks again for a new key, aborts the old call and never shows its late answer', async () => {
    const { load, calls } = deferredCall<string>();
    const { result, rerender } = renderRequest('ganesha', load);
    await act(async () => calls[0]?.resolve('Brass Ganesha'));

    rerender({ key: 'krishna' });
    expect(result.current).toEqual({ status: 'loading' });
    rerender({ key: 'buddha' });
    expect(calls[1]?.signal.aborted).toBe(true);

    await act(async () => calls[1]?.resolve('Brass Krishna'));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => calls[2]?.resolve('Brass Buddha'));
    expect(result.current).toEqual({ status: 'success', data: 'Brass Buddha' });
  });

  it('is loading again, not showing the old answer, when it comes back to an earlier key', async () => {
    const { load, calls } = deferredCall<string>();
    const { result, rerender } = renderRequest<string>('600001', load);
    await act(async () => calls[0]?.resolve('Chennai couriers'));

    rerender({ key: null });
    rerender({ key: '600001' });
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => calls[1]?.resolve('Chennai couriers, again'));
    expect(result.current).toEqual({ status: 'success', data: 'Chennai couriers, again' });
  });

  it('does not ask again when only the load function changes', () => {
    const first = deferredCall<string>();
    const second = deferredCall<string>();
    const { rerender } = renderHook(({ load }) => useRequest('ganesha', load), {
      initialProps: { load: first.load },
    });
    rerender({ load: second.load });
    expect(first.load).toHaveBeenCalledOnce();
    expect(second.load).not.toHaveBeenCalled();
  });

  it('aborts the call in flight when the page goes away', () => {
    const { load, calls } = deferredCall<string>();
    const { unmount } = renderRequest('ganesha', load);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('is idle and asks nothing for a null key', () => {
    const { load } = deferredCall<string>();
    const { result } = renderRequest(null, load);
    expect(result.current).toEqual<RequestState<string>>({ status: 'idle' });
    expect(load).not.toHaveBeenCalled();
  });

  it('starts from initial data without asking, lets it go, and asks when the key comes back', async () => {
    const { load, calls } = deferredCall<string>();
    const { result, rerender, used } = renderRequest('ganesha', load, 'Rendered by the server');
    expect(result.current).toEqual({ status: 'success', data: 'Rendered by the server' });
    expect(load).not.toHaveBeenCalled();
    expect(used).toHaveBeenCalled();

    rerender({ key: 'krishna' });
    rerender({ key: 'ganesha' });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve('Fresh from the API'));
    expect(result.current).toEqual({ status: 'success', data: 'Fresh from the API' });
  });
});

describe('failedStatus', () => {
  it('reads the status of an answered failure', () => {
    expect(failedStatus({ response: { status: 404 } })).toBe(404);
  });

  it('is undefined when no answer came', () => {
    expect(failedStatus(new Error('Network Error'))).toBeUndefined();
    expect(failedStatus({ response: undefined })).toBeUndefined();
    expect(failedStatus(null)).toBeUndefined();
  });
});
