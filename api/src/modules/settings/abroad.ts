import type { AbroadSettings, AdminSettingsBody } from '@brass/shared/contracts/admin-settings';
import type { ExchangeRate, PricingSettings } from '@brass/shared/contracts/checkout';
import { storedNumber } from './stored-number.js';

type Currency = keyof PricingSettings['exchangeRates'];

/**
 * Where each exchange rate is kept in the settings table: the rupees for one unit, and the day in
 * India the owner last changed them. A rate the owner never set (or cleared) has neither row.
 */
const exchangeRateKeys = {
  USD: { rupees: 'usdRupees', setOn: 'usdRateSetOn' },
  GBP: { rupees: 'gbpRupees', setOn: 'gbpRateSetOn' },
} as const satisfies Record<Currency, Record<keyof ExchangeRate, string>>;

/** The number of the shop's letter of undertaking; no row while none is filed. */
export const lutNumberKey = 'exportLutNumber';

export const abroadKeys = [
  ...Object.values(exchangeRateKeys).flatMap(({ rupees, setOn }) => [rupees, setOn]),
  lutNumberKey,
];

const bodyFields = { USD: 'usdRupees', GBP: 'gbpRupees' } as const satisfies Record<
  Currency,
  keyof NonNullable<AdminSettingsBody['abroad']>
>;

const isDay = (text: string | undefined): text is string =>
  text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text);

function storedRate(stored: Map<string, string>, currency: Currency): ExchangeRate | null {
  const keys = exchangeRateKeys[currency];
  const rupees = storedNumber(stored, keys.rupees);
  const setOn = stored.get(keys.setOn);
  // A row edited by hand into no rate, or one without its day, shows no approximation at all.
  return rupees !== undefined && rupees > 0 && isDay(setOn) ? { rupees, setOn } : null;
}

export function storedExchangeRates(stored: Map<string, string>): PricingSettings['exchangeRates'] {
  return { USD: storedRate(stored, 'USD'), GBP: storedRate(stored, 'GBP') };
}

export function storedAbroad(stored: Map<string, string>): AbroadSettings {
  return { lutNumber: stored.get(lutNumberKey)?.trim() || null };
}

const dayInIndia = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** `now` as the day it is in India, `2026-11-29`: the shop's rates are set by the owner's calendar. */
export function indianDayOf(now: Date): string {
  return dayInIndia.format(now);
}

/**
 * The rows a save of the selling abroad group writes (a value) or removes (null); a setting left out
 * is neither. A rate that differs from the stored one is written with `today` as its day; one saved as
 * it was keeps the day it was set.
 */
export function abroadEntries(
  abroad: NonNullable<AdminSettingsBody['abroad']>,
  stored: Map<string, string>,
  today: string,
): [string, string | null][] {
  const rates = (Object.keys(exchangeRateKeys) as Currency[]).flatMap((currency) => {
    const keys = exchangeRateKeys[currency];
    const rupees = abroad[bodyFields[currency]];
    if (rupees === undefined) return [];
    const text = rupees === null ? null : String(rupees);
    const unchanged = text === (stored.get(keys.rupees) ?? null);
    // A rate kept as it was keeps its day; one whose day row went missing is dated anew.
    if (unchanged && (text === null || isDay(stored.get(keys.setOn)))) return [];
    return [
      [keys.rupees, text],
      [keys.setOn, text === null ? null : today],
    ] as [string, string | null][];
  });
  return abroad.lutNumber === undefined ? rates : [...rates, [lutNumberKey, abroad.lutNumber]];
}
