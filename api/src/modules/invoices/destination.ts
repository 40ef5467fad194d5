import type { CheckoutCountry } from '@brass/shared/address-rules';
import { countrySchema } from '@brass/shared/contracts/accounts';

/**
 * The country an order ships to. Orders from before the shop shipped abroad keep no country: they went
 * within India.
 */
export function destinationOf(address: { country?: string | undefined }): CheckoutCountry {
  const parsed = countrySchema.safeParse(address.country ?? 'India');
  return parsed.success ? parsed.data : 'India';
}
