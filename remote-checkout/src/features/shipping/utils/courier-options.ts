import { courierIdOf } from '@brass/shared/courier-id';
import type { CourierOption } from '@brass/shared/contracts/checkout';

/** The three cheapest couriers are labelled, in rate order, with these. */
const COURIER_LABELS = ['Cheapest', 'Best', 'Fast'] as const;
type CourierLabel = (typeof COURIER_LABELS)[number];

/** A courier the shopper can choose at checkout. */
export interface ShippingOption {
  /** The radio value: the courier id as text, unique within one quote. */
  key: string;
  courierId: number | string;
  courierName: string;
  rate: number;
  estimatedDeliveryDays: string;
  label: CourierLabel;
  /** The courier collects cash on delivery at the pincode. */
  cod: boolean;
}

/**
 * The couriers of an answer. Answers are not validated in the browser (the schemas stay on the server) and an
 * error body may hold anything, so entries without a name or a usable rate are dropped.
 */
export function couriersIn(value: unknown): CourierOption[] {
  if (!Array.isArray(value)) return [];
  const couriers: CourierOption[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const courier = entry as Partial<Record<keyof CourierOption, unknown>>;
    if (typeof courier.courier_name !== 'string') continue;
    if (typeof courier.rate !== 'number' || !Number.isFinite(courier.rate) || courier.rate < 0) continue;
    const id = (field: unknown) =>
      typeof field === 'number' || typeof field === 'string' ? field : undefined;
    couriers.push({
      courier_company_id:
        typeof courier.courier_company_id === 'number' ? courier.courier_company_id : undefined,
      courier_id: id(courier.courier_id),
      id: id(courier.id),
      courier_name: courier.courier_name,
      rate: courier.rate,
      estimated_delivery_days:
        typeof courier.estimated_delivery_days === 'string'
          ? courier.estimated_delivery_days
          : typeof courier.etd === 'string'
            ? courier.etd
            : '',
      cod: courier.cod === true,
    });
  }
  return couriers;
}

/** The three cheapest couriers, cheapest first, labelled Cheapest, Best and Fast. */
export function labelCourierOptions(couriers: readonly CourierOption[]): ShippingOption[] {
  const options: ShippingOption[] = [];
  // toSorted is stable: couriers at the same rate keep the order Shiprocket ranked them in.
  for (const courier of couriers.toSorted((a, b) => a.rate - b.rate)) {
    const label = COURIER_LABELS[options.length];
    if (label === undefined) break;
    const courierId = courierIdOf(courier);
    const key = String(courierId);
    if (options.some((option) => option.key === key)) continue;
    options.push({
      key,
      courierId,
      courierName: courier.courier_name,
      rate: courier.rate,
      estimatedDeliveryDays: courier.estimated_delivery_days,
      label,
      cod: courier.cod === true,
    });
  }
  return options;
}
