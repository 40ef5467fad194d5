/** The order number as shoppers read it (`BA-10042`) and back; the database keeps the digits. */
const prefix = 'BA-';

export function formatOrderNumber(number: number): string {
  return `${prefix}${number}`;
}

/**
 * The digits of a number as a shopper or the owner may type it: `BA-10042`, `ba-10042` or `10042`.
 * Undefined for anything else, which names no order.
 */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^(?:BA-?)?([1-9]\d{0,8})$/i.exec(text.trim());
  return match?.[1] ? Number(match[1]) : undefined;
}
