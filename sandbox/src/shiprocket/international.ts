/**
 * Shiprocket's cross-border rates (`GET /courier/international/serviceability`): a parcel from the
 * pickup pincode to a country, named by its ISO code (`delivery_country=US`), priced by weight and
 * destination. Unlike the domestic call it takes no delivery postcode, and no courier collects cash
 * abroad. Each courier's `rate` is an object (`{rate, weight}`, both strings), as Shiprocket sends it.
 */
import { etdDate } from './dates.js';
import { chargeWeight, type Parcel } from './serviceability.js';

/** The countries the sandbox ships to, by the names orders give them and their ISO codes. */
export const countries = [
  { name: 'India', code: 'IN' },
  { name: 'United States', code: 'US' },
  { name: 'United Kingdom', code: 'GB' },
] as const;
export type CountryCode = (typeof countries)[number]['code'];

/** The ISO code of a country as an order names it (`United Kingdom`, `GB`), any case; undefined if unknown. */
export function countryCodeOf(name: string): CountryCode | undefined {
  const wanted = name.trim().toLowerCase();
  return countries.find(
    (country) => country.name.toLowerCase() === wanted || country.code.toLowerCase() === wanted,
  )?.code;
}

export const countryNameOf = (code: CountryCode): string =>
  countries.find((country) => country.code === code)?.name ?? code;

interface Service {
  id: number;
  name: string;
  /** Rupees for the first half kilo, then for each further half kilo, to the nearest lane. */
  firstHalfKg: number;
  nextHalfKg: number;
  /** Days to the nearest lane; farther lanes add their own. */
  days: number;
}

// Shiprocket X's economy and express lanes: the same parcel costs about half as much by economy and
// takes about twice as long.
const services: Service[] = [
  { id: 401, name: 'Shiprocket X Economy', firstHalfKg: 1150, nextHalfKg: 390, days: 9 },
  { id: 402, name: 'Shiprocket X Express', firstHalfKg: 1980, nextHalfKg: 640, days: 4 },
];

/** How much farther than the United Kingdom each lane is, in price and in days. */
const lanes: Partial<Record<CountryCode, { factor: number; extraDays: number }>> = {
  GB: { factor: 1, extraDays: 0 },
  US: { factor: 1.2, extraDays: 2 },
};

export interface InternationalParcel extends Omit<Parcel, 'delivery' | 'cod'> {
  country: CountryCode;
}

const roundRupees = (value: number) => Math.round(value * 100) / 100;

function quote(service: Service, parcel: InternationalParcel, nowMs: number) {
  const lane = lanes[parcel.country] ?? { factor: 1, extraDays: 0 };
  // Half kilos by the real or the volumetric weight, as at home.
  const charged = chargeWeight({ ...parcel, delivery: '', cod: false });
  const freight = roundRupees((service.firstHalfKg + service.nextHalfKg * (charged * 2 - 1)) * lane.factor);
  const days = service.days + lane.extraDays;
  return {
    courier_company_id: service.id,
    courier_name: service.name,
    rate: { rate: freight.toFixed(2), weight: charged.toFixed(2) },
    // A string, as in the domestic answer.
    estimated_delivery_days: String(days),
    etd: etdDate(nowMs + days * 86_400_000),
    cod: 0,
    charge_weight: charged,
    min_weight: 0.5,
    delivery_country: parcel.country,
    currency: 'INR',
    is_international: 1,
  };
}

export type InternationalQuote = ReturnType<typeof quote>;

/** The services that carry a parcel to its country, cheapest first; none to a country of no lane. */
export function internationalQuotesFor(parcel: InternationalParcel, nowMs: number): InternationalQuote[] {
  if (lanes[parcel.country] === undefined) return [];
  return services
    .map((service) => quote(service, parcel, nowMs))
    .sort((a, b) => Number(a.rate.rate) - Number(b.rate.rate));
}

/** A US ZIP code: five digits, or ZIP+4. */
const zipCode = /^\d{5}(?:-\d{4})?$/;
/** A UK postcode, such as SW1A 1AA, the space optional. */
const ukPostcode = /^(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/** Whether `postcode` is one the couriers of `country` read; India's are pincodes (places.ts). */
export function isPostcodeOf(country: Exclude<CountryCode, 'IN'>, postcode: string): boolean {
  return (country === 'US' ? zipCode : ukPostcode).test(postcode.trim());
}
