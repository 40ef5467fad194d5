/** What apiClient rejects with, shaped as axios shapes it (axios recognises its errors by this flag). */
export function apiError(status: number, data: unknown): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

export function networkError(): Error {
  return Object.assign(new Error('Network Error'), { isAxiosError: true, response: undefined });
}

/** A promise the test settles when it chooses, to hold a page in its loading state or reorder answers. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
