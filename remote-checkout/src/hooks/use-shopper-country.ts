import type { CheckoutCountry } from '@brass/shared/address-rules';
import { useEffect, useState } from 'react';
import { shopperCountry } from '../utils/shopper-country';

/**
 * The shopper's country for pricing the cart. India on the server and in the first render, which
 * must match the server's page; the browser's stored choice or locale right after.
 */
export function useShopperCountry(): CheckoutCountry {
  const [country, setCountry] = useState<CheckoutCountry>('India');
  useEffect(() => setCountry(shopperCountry()), []);
  return country;
}
