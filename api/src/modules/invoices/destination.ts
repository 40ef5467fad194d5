import type { CheckoutCountry } from '@brass/shared/address-rules';
import { countrySchema } from '@brass/shared/contracts/accounts';
import * as v from 'valibot';

/**
 * The country an order ships to. Orders from before the shop shipped abroad keep no country: they went
 * within India.
 */
export function destinationOf(address: { country?: string | undefined }): CheckoutCountry {
  const parsed = v.safeParse(countrySchema, address.country ?? 'India');
  return parsed.success ? parsed.output : 'India';
}
