/**
 * The shop's default courier rates ('Using default shipping rate due to API issues'), offered when
 * Shiprocket cannot quote: it is down or answers an error. The shop then still sells, the order is
 * shipped with whichever courier Shiprocket assigns once it can, and its staff see it flagged to arrange
 * (`shippingToArrange`). They are shown too when Shiprocket says no courier serves the pincode, but no
 * order is taken at them then (ShippingService.quotedCouriers).
 *
 * A flat price covers a parcel up to 2 kg (the first slab of Indian courier tariffs); each further
 * kilogram, or part of one, adds a charge, so that a heavy idol is not shipped below cost:
 *
 * | Courier           | Up to 2 kg | Each further kg | Days |
 * | ----------------- | ---------- | --------------- | ---- |
 * | Standard Delivery | ₹99        | ₹40             | 7    |
 * | Express Delivery  | ₹149       | ₹60             | 4    |
 * | Priority Delivery | ₹249       | ₹90             | 2    |
 *
 * Abroad (the United States and the United Kingdom) cross-border couriers charge by the half kilogram
 * from the first one, at several times the domestic price; the default rates there are set above
 * Shiprocket X's to the farther lane, the US, so that no parcel abroad is shipped below cost:
 *
 * | Courier                | Up to 0.5 kg | Each further 0.5 kg | Days |
 * | ---------------------- | ------------ | ------------------- | ---- |
 * | International Economy  | ₹1,499       | ₹499                | 14   |
 * | International Express  | ₹2,499       | ₹799                | 7    |
 */
import type { CourierOption } from '@brass/shared/contracts/checkout';

const includedGrams = 2000;

const defaultCouriers = [
  { id: 'fallback-standard', name: 'Standard Delivery', rate: 99, perExtraKg: 40, days: 7 },
  { id: 'fallback-express', name: 'Express Delivery', rate: 149, perExtraKg: 60, days: 4 },
  { id: 'fallback-priority', name: 'Priority Delivery', rate: 249, perExtraKg: 90, days: 2 },
];

const includedGramsAbroad = 500;
const gramsPerStepAbroad = 500;

const defaultCouriersAbroad = [
  { id: 'fallback-international-economy', name: 'International Economy', rate: 1499, perStep: 499, days: 14 },
  { id: 'fallback-international-express', name: 'International Express', rate: 2499, perStep: 799, days: 7 },
];

/** Whether an order's courier is one of these default rates rather than a courier Shiprocket quoted. */
export const isDefaultRate = (courier: CourierOption): boolean =>
  [...defaultCouriers, ...defaultCouriersAbroad].some((known) => known.id === courier.courier_id);

export function fallbackRates(weightGrams: number): CourierOption[] {
  const extraKg = Math.max(0, Math.ceil((weightGrams - includedGrams) / 1000));
  // `courier_id` (not Shiprocket's numeric `courier_company_id`): the browser sends it back as courierId,
  // and create-order knows from it that no particular courier was promised.
  return defaultCouriers.map((courier) => ({
    courier_id: courier.id,
    courier_name: courier.name,
    rate: courier.rate + courier.perExtraKg * extraKg,
    estimated_delivery_days: String(courier.days),
  }));
}

/** The default rates abroad; no courier collects cash on delivery outside India. */
export function fallbackRatesAbroad(weightGrams: number): CourierOption[] {
  const extraSteps = Math.max(0, Math.ceil((weightGrams - includedGramsAbroad) / gramsPerStepAbroad));
  return defaultCouriersAbroad.map((courier) => ({
    courier_id: courier.id,
    courier_name: courier.name,
    rate: courier.rate + courier.perStep * extraSteps,
    estimated_delivery_days: String(courier.days),
    cod: false,
  }));
}
