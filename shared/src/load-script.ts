const loading = new Map<string, Promise<unknown>>();

/**
 * Adds an outside script (Razorpay's checkout.js, Google's sign-in client) to the page once, however
 * often a page asks, and resolves with the global it defines. A failed load is forgotten, so the next
 * call tries the network again.
 */
export function loadScriptGlobal<T>(
  src: string,
  readGlobal: () => T | undefined,
  globalName: string,
): Promise<T> {
  const ready = readGlobal();
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(src) as Promise<T> | undefined;
  if (pending) return pending;
  const load = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const loaded = readGlobal();
      if (loaded) resolve(loaded);
      else reject(new Error(`${src} did not define ${globalName}`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading.delete(src);
    throw error;
  });
  loading.set(src, load);
  return load;
}
