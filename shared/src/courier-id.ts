import type { CourierOption } from './contracts/checkout';

/**
 * How a courier option is named when the shopper's choice is sent back (courier_id or
 * id; then Shiprocket's courier_company_id). The browser and the API use this one function, so the
 * API finds the chosen courier in the quote it stored.
 */
export function courierIdOf(courier: CourierOption): number | string {
  return courier.courier_id ?? courier.id ?? courier.courier_company_id ?? courier.courier_name;
}
