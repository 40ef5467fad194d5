import { etdDate } from './dates.js';
import { placeOf, prefixOf } from './places.js';

interface Courier {
  /** Shiprocket's own courier ids, from its published courier list. */
  id: number;
  name: string;
  air: boolean;
  /** Rupees for the first half kilo within a city, then for each further half kilo. */
  firstHalfKg: number;
  nextHalfKg: number;
  days: number;
  rating: number;
  /** Collects cash on delivery, where any courier does (see codServed). */
  cod: boolean;
}

// Every serviceable pincode gets these four.
const everywhere: Courier[] = [
  {
    id: 43,
    name: 'Delhivery Surface',
    air: false,
    firstHalfKg: 38,
    nextHalfKg: 32,
    days: 4,
    rating: 4.6,
    cod: true,
  },
  {
    id: 51,
    name: 'Xpressbees Surface',
    air: false,
    firstHalfKg: 35,
    nextHalfKg: 30,
    days: 5,
    rating: 4.3,
    cod: true,
  },
  {
    id: 48,
    name: 'Ekart Logistics',
    air: false,
    firstHalfKg: 34,
    nextHalfKg: 29,
    days: 5,
    rating: 4.1,
    cod: true,
  },
  { id: 6, name: 'DTDC Surface', air: false, firstHalfKg: 40, nextHalfKg: 31, days: 5, rating: 4, cod: true },
];

// Each of these serves a pincode or not, by one bit of the pincode's hash.
const somewhere: Courier[] = [
  {
    id: 1,
    name: 'Blue Dart Air',
    air: true,
    firstHalfKg: 62,
    nextHalfKg: 55,
    days: 2,
    rating: 4.8,
    cod: false,
  },
  {
    id: 58,
    name: 'Shadowfax Surface',
    air: false,
    firstHalfKg: 36,
    nextHalfKg: 30,
    days: 4,
    rating: 4.2,
    cod: true,
  },
  {
    id: 55,
    name: 'Blue Dart Surface',
    air: false,
    firstHalfKg: 48,
    nextHalfKg: 40,
    days: 3,
    rating: 4.7,
    cod: true,
  },
];

/** Shiprocket's zones, near to far; z_e is the far north and the north-east. */
const zones = ['z_a', 'z_b', 'z_c', 'z_d', 'z_e'] as const;
const zoneFactor = [1, 1.3, 1.6, 1.9, 2.4];
const farPrefixes = new Set([18, 19, 78, 79]);

/** Distance stands for the gap between the pincodes' first two digits, which grow across the country. */
function distanceOf(pickup: string, delivery: string): number {
  return Math.abs(prefixOf(pickup) - prefixOf(delivery));
}

function zoneOf(pickup: string, delivery: string): number {
  if (farPrefixes.has(prefixOf(delivery))) return 4;
  if (pickup.slice(0, 3) === delivery.slice(0, 3)) return 0;
  const distance = distanceOf(pickup, delivery);
  if (distance <= 5) return 1;
  return distance <= 25 ? 2 : 3;
}

function hashOf(pincode: string): number {
  let hash = 2166136261;
  for (const char of pincode) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** Jammu and Kashmir (18, 19) and the far north-east (79): parcels go there prepaid only. */
const prepaidOnlyPrefixes = new Set([18, 19, 79]);

/** Whether a courier that collects cash on delivery does so at this pincode. */
function codServed(delivery: string): boolean {
  return !prepaidOnlyPrefixes.has(prefixOf(delivery));
}

/** Army postal pincodes (9xxxxx) are served by no private courier. */
function isServiceable(delivery: string): boolean {
  return !delivery.startsWith('9');
}

function couriersFor(delivery: string): Courier[] {
  const hash = hashOf(delivery);
  return [...everywhere, ...somewhere.filter((_, bit) => (hash >> bit) & 1)];
}

export interface Parcel {
  pickup: string;
  delivery: string;
  /** Kilograms. */
  weight: number;
  cod: boolean;
  /** Rupees; sets the COD fee. */
  declaredValue?: number;
  /** Centimetres; a large light box is charged by its volume. */
  dimensions?: { length: number; breadth: number; height: number };
}

const roundRupees = (value: number) => Math.round(value * 100) / 100;

/** Charged in half kilos, by the real weight or the volumetric one (L x B x H / 5000), whichever is more. */
export function chargeWeight(parcel: Parcel): number {
  const { dimensions } = parcel;
  const volumetric = dimensions ? (dimensions.length * dimensions.breadth * dimensions.height) / 5000 : 0;
  return Math.max(0.5, Math.ceil(Math.max(parcel.weight, volumetric) * 2) / 2);
}

/** One entry of `data.available_courier_companies`, with the fields Shiprocket sends that a shop reads. */
function quote(courier: Courier, parcel: Parcel, nowMs: number) {
  const zone = zoneOf(parcel.pickup, parcel.delivery);
  const charged = chargeWeight(parcel);
  const halfKilos = charged * 2;
  const freight = roundRupees(
    (courier.firstHalfKg + courier.nextHalfKg * (halfKilos - 1)) * (zoneFactor[zone] ?? 1) +
      distanceOf(parcel.pickup, parcel.delivery) * 0.5,
  );
  const codCharges = parcel.cod ? roundRupees(Math.max(35, (parcel.declaredValue ?? 0) * 0.02)) : 0;
  const days = courier.days + (courier.air ? Math.floor(zone / 2) : zone);
  const place = placeOf(parcel.delivery);
  return {
    courier_company_id: courier.id,
    courier_name: courier.name,
    id: courier.id * 1_000_000 + Number(parcel.delivery),
    rate: roundRupees(freight + codCharges),
    freight_charge: freight,
    cod_charges: codCharges,
    coverage_charges: 0,
    other_charges: 0,
    cost: '',
    // 1 when the courier collects cash on delivery at this pincode.
    cod: courier.cod && codServed(parcel.delivery) ? 1 : 0,
    // A string in Shiprocket's answers, unlike every other number here.
    estimated_delivery_days: String(days),
    etd: etdDate(nowMs + days * 86_400_000),
    etd_hours: days * 24,
    rating: courier.rating,
    delivery_performance: courier.rating,
    pickup_performance: courier.rating,
    tracking_performance: courier.rating,
    rto_performance: courier.rating,
    is_surface: !courier.air,
    mode: courier.air ? 1 : 0,
    min_weight: 0.5,
    charge_weight: charged,
    zone: zones[zone],
    city: place.city,
    state: place.state,
    postcode: parcel.delivery,
    realtime_tracking: 'Real Time',
    call_before_delivery: 'Available',
    pod_available: 'Instant',
    blocked: 0,
    is_hyperlocal: false,
    is_international: 0,
  };
}

export type CourierQuote = ReturnType<typeof quote>;

/**
 * The couriers that take a parcel, cheapest first; empty when none serves the delivery pincode. A
 * parcel paid on delivery (`cod`) is taken only by the couriers that collect cash there.
 */
export function quotesFor(parcel: Parcel, nowMs: number): CourierQuote[] {
  if (!isServiceable(parcel.delivery)) return [];
  return couriersFor(parcel.delivery)
    .map((courier) => quote(courier, parcel, nowMs))
    .filter((quoted) => !parcel.cod || quoted.cod === 1)
    .sort((a, b) => a.rate - b.rate);
}
