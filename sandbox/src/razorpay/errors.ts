/** Razorpay's error body: `{error: {code, description, field, source, step, reason, metadata}}`. */
export interface RazorpayErrorBody {
  error: {
    code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR';
    description: string;
    field?: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
  };
}

/** A request the API got wrong: a missing or invalid field, an unknown id. */
export function badRequest(description: string, field?: string): RazorpayErrorBody {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      ...(field === undefined ? {} : { field }),
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  };
}

export const authenticationFailed: RazorpayErrorBody = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
};

export const serverError: RazorpayErrorBody = {
  error: {
    code: 'SERVER_ERROR',
    description: 'The server encountered an error. The incident has been reported to admins.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
};

export const serviceUnavailable: RazorpayErrorBody = {
  error: { ...serverError.error, description: 'Service Unavailable' },
};

export const idNotFound = badRequest('The id provided does not exist');

/** What Checkout reports to `payment.failed` when the Fail button is pressed. */
export function cardDeclined(orderId: string, paymentId: string): RazorpayErrorBody {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed because the card was declined by the bank',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: orderId, payment_id: paymentId },
    },
  };
}
