import type { CheckoutCountry } from '@brass/shared/address-rules';
import { CHECKOUT_COUNTRIES } from '@brass/shared/constants';
import { readStorage, writeStorage } from '@brass/shared/storage';

/** The checkout's own key: the country the shopper last chose, so that the cart prices for it too. */
export const COUNTRY_STORAGE_KEY = 'checkout-country';

const isCheckoutCountry = (value: string | null): value is CheckoutCountry =>
  (CHECKOUT_COUNTRIES as readonly (string | null)[]).includes(value);

/**
 * The country a browser's languages point to: United States for a US region ('en-US'), United
 * Kingdom for a British one ('en-GB'), else India, where most of the shop's shoppers are.
 */
export function countryFromLanguages(languages: readonly string[]): CheckoutCountry {
  for (const language of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(language).region;
    } catch {
      continue;
    }
    if (region === 'US') return 'United States';
    if (region === 'GB') return 'United Kingdom';
    if (region) return 'India';
  }
  return 'India';
}

/** The shopper's country: the one they chose before, else the one their browser's locale says. */
export function shopperCountry(): CheckoutCountry {
  const stored = readStorage(COUNTRY_STORAGE_KEY);
  if (isCheckoutCountry(stored)) return stored;
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return countryFromLanguages(languages);
}

export function rememberCountry(country: CheckoutCountry): void {
  writeStorage(COUNTRY_STORAGE_KEY, country);
}
