import {
  countryCodeOf,
  countryNameOf,
  isPostcodeOf,
  type CountryCode,
  type InternationalParcel,
} from './international.js';
import { isPincode } from './places.js';
import type { Parcel } from './serviceability.js';
import type { NewReturnShipment, NewShipment } from './shipments.js';

/** Shiprocket's validation answer (HTTP 422): a message and, per field, what is wrong with it. */
interface ValidationFailure {
  message: string;
  errors: Record<string, string[]>;
  status_code: 422;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; failure: ValidationFailure };

const words = (field: string) => field.replace(/_/g, ' ').replace(/\./g, ' ');

/** Collects field errors the way Laravel (behind Shiprocket's API) reports them: all at once. */
class Problems {
  readonly errors: Record<string, string[]> = {};

  add(field: string, problem: string): void {
    (this.errors[field] ??= []).push(problem);
  }

  required(field: string): void {
    this.add(field, `The ${words(field)} field is required.`);
  }

  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  fail(message: string): Parsed<never> {
    return { ok: false, failure: { message, errors: this.errors, status_code: 422 } };
  }
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A number, or a numeric string as PHP takes it (query strings and lenient JSON). */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

function asFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** Query of `GET /courier/serviceability/`. */
export function parseParcel(query: Record<string, unknown>): Parsed<Parcel> {
  const missing = new Problems();
  for (const field of ['pickup_postcode', 'delivery_postcode', 'weight', 'cod']) {
    if (isBlank(query[field])) missing.required(field);
  }
  if (missing.any) return missing.fail('Required field missing');

  const invalid = new Problems();
  const pickup = String(query.pickup_postcode).trim();
  const delivery = String(query.delivery_postcode).trim();
  for (const [field, pincode] of [
    ['pickup_postcode', pickup],
    ['delivery_postcode', delivery],
  ] as const) {
    if (!isPincode(pincode))
      invalid.add(field, `The ${words(field)} must be a valid 6 digit Indian pincode.`);
  }
  const weight = asNumber(query.weight);
  if (weight === undefined || weight <= 0)
    invalid.add('weight', 'The weight must be a number greater than 0.');
  const cod = asFlag(query.cod);
  if (cod === undefined) invalid.add('cod', 'The cod field must be 0 or 1.');
  const optional: Record<string, number> = {};
  for (const field of ['declared_value', 'length', 'breadth', 'height']) {
    if (isBlank(query[field])) continue;
    const value = asNumber(query[field]);
    if (value === undefined || value < 0) invalid.add(field, `The ${words(field)} must be a number.`);
    else optional[field] = value;
  }
  if (invalid.any || weight === undefined || cod === undefined) return invalid.fail('Oops! Invalid Data.');

  const parcel: Parcel = { pickup, delivery, weight, cod };
  if (optional.declared_value !== undefined) parcel.declaredValue = optional.declared_value;
  const { length, breadth, height } = optional;
  if (length && breadth && height) parcel.dimensions = { length, breadth, height };
  return { ok: true, value: parcel };
}

/** Query of `GET /courier/international/serviceability`: a country by its ISO code, no delivery postcode. */
export function parseInternationalParcel(query: Record<string, unknown>): Parsed<InternationalParcel> {
  const missing = new Problems();
  for (const field of ['delivery_country', 'weight', 'cod']) {
    if (isBlank(query[field])) missing.required(field);
  }
  if (missing.any) return missing.fail('Required field missing');

  const invalid = new Problems();
  const country = countryCodeOf(String(query.delivery_country));
  if (
    !/^[A-Za-z]{2}$/.test(String(query.delivery_country).trim()) ||
    country === undefined ||
    country === 'IN'
  ) {
    invalid.add('delivery_country', 'The selected delivery country is invalid.');
  }
  const pickup = isBlank(query.pickup_postcode) ? '' : String(query.pickup_postcode).trim();
  if (pickup !== '' && !isPincode(pickup)) {
    invalid.add('pickup_postcode', 'The pickup postcode must be a valid 6 digit Indian pincode.');
  }
  const weight = asNumber(query.weight);
  if (weight === undefined || weight <= 0)
    invalid.add('weight', 'The weight must be a number greater than 0.');
  // Nobody collects cash abroad: a COD parcel is refused outright.
  if (asFlag(query.cod) !== false)
    invalid.add('cod', 'Cash on delivery is not available for international shipments.');
  const optional: Record<string, number> = {};
  for (const field of ['declared_value', 'length', 'breadth', 'height']) {
    if (isBlank(query[field])) continue;
    const value = asNumber(query[field]);
    if (value === undefined || value < 0) invalid.add(field, `The ${words(field)} must be a number.`);
    else optional[field] = value;
  }
  if (invalid.any || weight === undefined || country === undefined || country === 'IN') {
    return invalid.fail('Oops! Invalid Data.');
  }

  const parcel: InternationalParcel = { pickup, country, weight };
  if (optional.declared_value !== undefined) parcel.declaredValue = optional.declared_value;
  const { length, breadth, height } = optional;
  if (length && breadth && height) parcel.dimensions = { length, breadth, height };
  return { ok: true, value: parcel };
}

const billingFields = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'shipping_is_billing',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
];

const shippingFields = [
  'shipping_customer_name',
  'shipping_address',
  'shipping_city',
  'shipping_pincode',
  'shipping_country',
  'shipping_state',
  'shipping_phone',
];

function checkOrderItems(items: unknown, problems: Problems): void {
  if (!Array.isArray(items) || items.length === 0) {
    problems.required('order_items');
    return;
  }
  items.forEach((item: unknown, index) => {
    const line = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    for (const field of ['name', 'sku', 'units', 'selling_price']) {
      if (isBlank(line[field])) problems.required(`order_items.${index}.${field}`);
    }
    const units = asNumber(line.units);
    if (!isBlank(line.units) && (units === undefined || !Number.isInteger(units) || units < 1)) {
      problems.add(`order_items.${index}.units`, 'The units must be a whole number of at least 1.');
    }
    if (!isBlank(line.selling_price) && asNumber(line.selling_price) === undefined) {
      problems.add(`order_items.${index}.selling_price`, 'The selling price must be a number.');
    }
  });
}

/**
 * The parcel's size (cm), weight (kg) and value of an order or a return order, each more than its least
 * as Shiprocket asks; a problem is noted for each that is not, and nothing is answered while one is
 * missing (its absence is the required fields' problem).
 */
function parcelOf(
  order: Record<string, unknown>,
  problems: Problems,
): { length: number; breadth: number; height: number; weight: number; subTotal: number } | undefined {
  const measures: Record<string, number> = {};
  for (const [field, least] of [
    ['length', 0.5],
    ['breadth', 0.5],
    ['height', 0.5],
    ['weight', 0],
    ['sub_total', 0],
  ] as const) {
    if (isBlank(order[field])) continue;
    const value = asNumber(order[field]);
    if (value === undefined || value <= least) {
      problems.add(field, `The ${words(field)} must be more than ${least}.`);
    } else measures[field] = value;
  }
  const { length, breadth, height, weight, sub_total: subTotal } = measures;
  if (
    length === undefined ||
    breadth === undefined ||
    height === undefined ||
    weight === undefined ||
    subTotal === undefined
  )
    return undefined;
  return { length, breadth, height, weight, subTotal };
}

/** Body of `POST /orders/create/adhoc` (Shiprocket's "custom order"). */
export function parseAdhocOrder(body: unknown): Parsed<NewShipment> {
  const order = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems = new Problems();
  const shippingIsBilling = asFlag(order.shipping_is_billing);
  const required = shippingIsBilling === false ? [...billingFields, ...shippingFields] : billingFields;
  for (const field of required) if (isBlank(order[field])) problems.required(field);
  checkOrderItems(order.order_items, problems);

  const countryIn = (prefix: string): CountryCode | undefined => {
    const name = order[`${prefix}_country`];
    if (isBlank(name)) return undefined;
    const code = countryCodeOf(String(asText(name)));
    if (code === undefined) problems.add(`${prefix}_country`, `The ${prefix} country is invalid.`);
    return code;
  };
  const billingCountry = countryIn('billing');
  const shippingCountry = shippingIsBilling === false ? countryIn('shipping') : undefined;
  const country = (shippingIsBilling === false ? shippingCountry : billingCountry) ?? 'IN';
  // Shiprocket copies the billing address to the shipping one only within India: an order abroad
  // names its shipping address itself, and is delivered there.
  if (country !== 'IN' && shippingIsBilling !== false) {
    for (const field of shippingFields) if (isBlank(order[field])) problems.required(field);
  }
  const addressPrefix = shippingIsBilling === false || country !== 'IN' ? 'shipping' : 'billing';
  const deliveryPincode = String(asText(order[`${addressPrefix}_pincode`]) ?? '').trim();
  if (deliveryPincode !== '' && country !== 'IN') {
    if (!isPostcodeOf(country, deliveryPincode)) {
      problems.add(
        `${addressPrefix}_pincode`,
        `The ${addressPrefix} pincode is not a postcode of ${countryNameOf(country)}.`,
      );
    }
  } else if (deliveryPincode !== '' && !isPincode(deliveryPincode)) {
    problems.add(`${addressPrefix}_pincode`, `The ${addressPrefix} pincode must be 6 digits.`);
  }
  if (country !== 'IN' && String(order.payment_method).toLowerCase() === 'cod') {
    problems.add('payment_method', 'Cash on delivery is not available for international shipments.');
  }
  const phonePrefixes = addressPrefix === 'shipping' ? ['billing', 'shipping'] : ['billing'];
  for (const prefix of phonePrefixes) {
    const phone = asText(order[`${prefix}_phone`]);
    if (isBlank(phone)) continue;
    // Abroad the courier calls the number with its country code; at home, ten digits.
    if (country !== 'IN' && !/^\+?[1-9]\d{6,14}$/.test(String(phone))) {
      problems.add(`${prefix}_phone`, `The ${prefix} phone must be a number with its country code.`);
    } else if (country === 'IN' && !/^\d{10}$/.test(String(phone))) {
      problems.add(`${prefix}_phone`, `The ${prefix} phone must be 10 digits.`);
    }
  }
  if (!isBlank(order.shipping_is_billing) && shippingIsBilling === undefined) {
    problems.add('shipping_is_billing', 'The shipping is billing field must be true or false.');
  }
  if (
    !isBlank(order.payment_method) &&
    !['prepaid', 'cod'].includes(String(order.payment_method).toLowerCase())
  ) {
    problems.add('payment_method', 'The selected payment method is invalid.');
  }
  const parcel = parcelOf(order, problems);
  if (problems.any || !parcel) return problems.fail('Oops! Invalid Data.');
  const { length, breadth, height, weight, subTotal } = parcel;
  return {
    ok: true,
    value: {
      channelOrderId: String(order.order_id),
      deliveryPincode,
      country,
      city: String(asText(order[`${addressPrefix}_city`]) ?? ''),
      consignee: [order[`${addressPrefix}_customer_name`], order[`${addressPrefix}_last_name`]]
        .filter((part) => typeof part === 'string' && part.trim() !== '')
        .join(' '),
      street: String(asText(order[`${addressPrefix}_address`]) ?? ''),
      state: String(asText(order[`${addressPrefix}_state`]) ?? ''),
      phone: String(asText(order[`${addressPrefix}_phone`]) ?? asText(order.billing_phone) ?? ''),
      weight,
      cod: String(order.payment_method).toLowerCase() === 'cod',
      declaredValue: subTotal,
      dimensions: { length, breadth, height },
    },
  };
}

const returnFields = [
  'order_id',
  'order_date',
  'pickup_customer_name',
  'pickup_address',
  'pickup_city',
  'pickup_state',
  'pickup_country',
  'pickup_pincode',
  'pickup_email',
  'pickup_phone',
  'shipping_customer_name',
  'shipping_address',
  'shipping_city',
  'shipping_country',
  'shipping_pincode',
  'shipping_state',
  'shipping_phone',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
];

/**
 * Body of `POST /orders/create/return` ("Create Return Order"): the courier collects from the
 * `pickup_*` address (the shopper) and delivers to the `shipping_*` one (the shop). Reverse pickups run
 * within India and are prepaid only.
 */
export function parseReturnOrder(body: unknown): Parsed<NewReturnShipment> {
  const order = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems = new Problems();
  for (const field of returnFields) if (isBlank(order[field])) problems.required(field);
  checkOrderItems(order.order_items, problems);
  for (const prefix of ['pickup', 'shipping']) {
    const pincode = asText(order[`${prefix}_pincode`]);
    if (!isBlank(pincode) && !isPincode(String(pincode).trim())) {
      problems.add(`${prefix}_pincode`, `The ${prefix} pincode must be 6 digits.`);
    }
    const phone = asText(order[`${prefix}_phone`]);
    if (!isBlank(phone) && !/^\d{10}$/.test(String(phone))) {
      problems.add(`${prefix}_phone`, `The ${prefix} phone must be 10 digits.`);
    }
    const country = order[`${prefix}_country`];
    if (!isBlank(country) && countryCodeOf(String(asText(country))) !== 'IN') {
      problems.add(`${prefix}_country`, 'Return orders can only be created within India.');
    }
  }
  if (!isBlank(order.pickup_email) && !/^[^@\s]+@[^@\s]+$/.test(String(order.pickup_email))) {
    problems.add('pickup_email', 'The pickup email must be a valid email address.');
  }
  if (!isBlank(order.payment_method) && String(order.payment_method).toLowerCase() !== 'prepaid') {
    problems.add('payment_method', 'Return orders can only be prepaid.');
  }
  const parcel = parcelOf(order, problems);
  if (problems.any || !parcel) return problems.fail('Oops! Invalid Data.');
  const { length, breadth, height, weight, subTotal } = parcel;
  const text = (field: string) => String(asText(order[field]) ?? '').trim();
  return {
    ok: true,
    value: {
      channelOrderId: text('order_id'),
      pickup: {
        name: [text('pickup_customer_name'), text('pickup_last_name')].filter(Boolean).join(' '),
        address: text('pickup_address'),
        city: text('pickup_city'),
        state: text('pickup_state'),
        pincode: text('pickup_pincode'),
        phone: text('pickup_phone'),
      },
      deliveryPincode: text('shipping_pincode'),
      items: (order.order_items as Record<string, unknown>[]).map((line) => ({
        name: String(line.name),
        sku: String(asText(line.sku)),
        units: Number(line.units),
        selling_price: Number(line.selling_price),
      })),
      subTotal,
      weight,
      dimensions: { length, breadth, height },
    },
  };
}
