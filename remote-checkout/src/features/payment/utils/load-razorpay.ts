import type { RazorpayConstructor } from '../types/razorpay';

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Loads checkout.js once per page: later calls share the same promise. A failed load is forgotten so
 * that the next attempt tries the network again.
 */
export function loadRazorpay(src: string): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    if (window.Razorpay) {
      resolve(window.Razorpay);
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(`${src} did not define Razorpay`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
