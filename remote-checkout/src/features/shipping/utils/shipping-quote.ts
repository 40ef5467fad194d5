import { couriersIn, labelCourierOptions, type ShippingOption } from './courier-options';

/** The shipping messages, exact. */
const SHIPPING_MESSAGES = {
  noCouriers: 'No couriers available for this pincode',
  unavailable: 'Unable to calculate shipping cost',
  noCourierServiceable: 'No courier serviceable for this route, using fallback rates',
  apiFallback: 'Using default shipping rate due to API issues',
  errorFallback: 'Unable to calculate shipping cost. Using default rate.',
} as const;

/**
 * What follows from default rates, under the message: no order is taken where Shiprocket said no
 * courier serves the pincode; where it could not answer, the shop's staff arrange the courier.
 */
const DEFAULT_RATE_NOTES = {
  undeliverable:
    'We cannot deliver to this pincode yet: no courier serves it. Please choose another delivery address.',
  toArrange: 'Our team will arrange the courier for your parcel and tell you when it ships.',
} as const;

/** What the checkout shows for one pincode. */
export interface ShippingQuote {
  options: ShippingOption[];
  /** The server's record of these rates; create-order charges the rate it quoted, never the browser's. */
  quoteId: string | null;
  /** Default rates rather than live courier quotes: shown in orange and marked '(default)'. */
  isDefaultRate: boolean;
  message: string | null;
  /**
   * More under the message: the API's own explanation of a refused question (a pincode that is not 6
   * digits), or what default rates mean for the order.
   */
  detail: string | null;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function quoteIdIn(body: unknown): string | null {
  const quoteId = field(body, 'quoteId');
  return typeof quoteId === 'string' && quoteId !== '' ? quoteId : null;
}

/** A successful calculate-shipping answer (contract: calculateShippingResponseSchema). */
export function quoteFromAnswer(body: unknown): ShippingQuote {
  const couriers = couriersIn(
    field(field(field(body, 'shippingCost'), 'data'), 'available_courier_companies'),
  );
  const options = labelCourierOptions(couriers);
  const noCourierServiceable = field(body, 'noCourierServiceable') === true;
  const isDefaultRate = noCourierServiceable || field(body, 'fallback') === true;
  let message: string | null = null;
  let detail: string | null = null;
  if (options.length === 0) message = SHIPPING_MESSAGES.noCouriers;
  else if (noCourierServiceable) {
    message = SHIPPING_MESSAGES.noCourierServiceable;
    detail = DEFAULT_RATE_NOTES.undeliverable;
  } else if (isDefaultRate) {
    message = SHIPPING_MESSAGES.apiFallback;
    detail = DEFAULT_RATE_NOTES.toArrange;
  }
  return { options, quoteId: quoteIdIn(body), isDefaultRate, message, detail };
}

/**
 * A refused or failed call (`status` undefined when nothing answered); its body may still carry
 * default rates under fallback.
 */
export function quoteFromFailure(body: unknown, status?: number): ShippingQuote {
  const options = labelCourierOptions(
    couriersIn(field(field(body, 'fallback'), 'available_courier_companies')),
  );
  const explanation = field(body, 'message');
  // Only a refusal (4xx) is about what the shopper sent; a server error's text helps nobody at checkout.
  const detail =
    status !== undefined && status < 500 && typeof explanation === 'string' && explanation
      ? explanation
      : null;
  if (options.length === 0) {
    return { options, quoteId: null, isDefaultRate: false, message: SHIPPING_MESSAGES.unavailable, detail };
  }
  return {
    options,
    quoteId: quoteIdIn(body),
    isDefaultRate: true,
    message: SHIPPING_MESSAGES.errorFallback,
    detail,
  };
}
