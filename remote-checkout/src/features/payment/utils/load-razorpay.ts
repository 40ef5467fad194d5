import { loadScriptGlobal } from '@brass/shared/load-script';
import type { RazorpayConstructor } from '../types/razorpay';

/** Razorpay's checkout.js, added to the page once; a failed load is retried on the next payment. */
export function loadRazorpay(src: string): Promise<RazorpayConstructor> {
  return loadScriptGlobal(src, () => window.Razorpay, 'Razorpay');
}
