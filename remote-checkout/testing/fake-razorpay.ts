import type {
  RazorpayCheckout,
  RazorpayConstructor,
  RazorpayFailure,
  RazorpayOptions,
} from '../src/features/payment/types/razorpay';

/**
 * Razorpay Checkout as the page drives it: the test plays the shopper with pay(), fail() and dismiss(),
 * as the sandbox's Pay, Fail and Dismiss buttons do.
 */
export function fakeRazorpay() {
  const opened: RazorpayOptions[] = [];
  let failureListeners: ((response: RazorpayFailure) => void)[] = [];
  let current: RazorpayOptions | undefined;

  const Razorpay = function (this: RazorpayCheckout, options: RazorpayOptions) {
    current = options;
    failureListeners = [];
    return {
      on: (_event: 'payment.failed', callback: (response: RazorpayFailure) => void) => {
        failureListeners.push(callback);
      },
      open: () => {
        opened.push(options);
      },
    };
  } as unknown as RazorpayConstructor;

  function options(): RazorpayOptions {
    if (!current) throw new Error('Razorpay Checkout was never opened');
    return current;
  }

  return {
    Razorpay,
    opened,
    pay: (paymentId = 'pay_1', signature = 'sig_1') =>
      options().handler({
        razorpay_payment_id: paymentId,
        razorpay_order_id: options().order_id,
        razorpay_signature: signature,
      }),
    fail: (description: string) => {
      for (const listener of failureListeners) listener({ error: { description } });
    },
    dismiss: () => options().modal.ondismiss(),
  };
}
