import type { CodCaps } from '@brass/shared/contracts/admin-settings';

/** Where each cap on a shopper's open cash on delivery orders is kept in the settings table. */
export const codCapKeys = {
  maxOpenOrders: 'codMaxOpenOrders',
  maxOpenValue: 'codMaxOpenValue',
} as const satisfies Record<keyof CodCaps, string>;

/**
 * Two open orders, as a shopper waiting for one parcel may fairly order a gift too; and the shop's
 * COD limit in value, so that one order the limit allows is never refused by the cap.
 */
export const defaultCodCaps = (codLimit: number): CodCaps => ({ maxOpenOrders: 2, maxOpenValue: codLimit });

/** The caps as stored, or else their defaults; a row that is no whole number counts as not stored. */
export function storedCodCaps(stored: Map<string, string>, defaults: CodCaps): CodCaps {
  const read = (key: string) => {
    const value = Number(stored.get(key)?.trim() || Number.NaN);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return {
    maxOpenOrders: read(codCapKeys.maxOpenOrders) ?? defaults.maxOpenOrders,
    maxOpenValue: read(codCapKeys.maxOpenValue) ?? defaults.maxOpenValue,
  };
}

/** Each cap as the table keeps it, key and text. */
export function codCapEntries(caps: CodCaps): [string, string][] {
  return [
    [codCapKeys.maxOpenOrders, String(caps.maxOpenOrders)],
    [codCapKeys.maxOpenValue, String(caps.maxOpenValue)],
  ];
}
