/**
 * Several orders the back office chose at once (to print their labels, slips or pickup manifest), by
 * their numbers: at most a day's parcels, each named once.
 */
import * as v from 'valibot';
import { parseOrderNumber } from './order-number.js';

const maxSelectedOrders = 50;

const selectedNumbers = v.pipe(
  v.array(v.string()),
  v.transform((references) => [
    ...new Set(references.map((reference) => reference.trim().toUpperCase()).filter(Boolean)),
  ]),
  v.minLength(1, 'Choose at least one order.'),
  v.maxLength(maxSelectedOrders, `Choose at most ${maxSelectedOrders} orders at once.`),
  v.check(
    (references) => references.every((reference) => parseOrderNumber(reference) !== undefined),
    'Name the orders by their numbers, such as BA-10042.',
  ),
  v.transform((references) => references.map((reference) => parseOrderNumber(reference) ?? 0)),
);

/** `?orders=BA-10001,BA-10002`: the orders' numbers, their digits once each. */
export const orderSelectionQuerySchema = v.object({
  orders: v.pipe(
    v.string(),
    v.description('Order numbers separated by commas, such as BA-10001,BA-10002'),
    v.transform((list) => list.split(',')),
    selectedNumbers,
  ),
});

/** `{orders: ['BA-10001']}`; without `orders`, what the route chooses itself. */
export const optionalOrderSelectionBodySchema = v.object({
  orders: v.optional(v.pipe(selectedNumbers, v.description('Order numbers, such as BA-10001'))),
});
