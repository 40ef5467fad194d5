import type { CheckoutCountry } from '@brass/shared/address-rules';
import { formatUkPostcode, isUkPostcode, isUsState } from '@brass/shared/abroad-address';
import type { DeliveryAddress, SaveAddressBody, SavedAddress } from '@brass/shared/contracts/accounts';
import { isIndianState } from '@brass/shared/indian-address';

/** The delivery form's fields as typed: the state stays '' until one is chosen. */
export interface DeliveryFields {
  country: CheckoutCountry;
  firstName: string;
  lastName: string;
  phone: string;
  address1: string;
  address2: string;
  /** India only: couriers abroad go by the street address and the postcode. */
  landmark: string;
  city: string;
  region: string;
  zip: string;
}

type TypedField = Exclude<keyof DeliveryFields, 'country'>;

export const EMPTY_ADDRESS: DeliveryFields = {
  country: 'India',
  firstName: '',
  lastName: '',
  phone: '',
  address1: '',
  address2: '',
  landmark: '',
  city: '',
  region: '',
  zip: '',
};

const TYPED_FIELDS = (Object.keys(EMPTY_ADDRESS) as (keyof DeliveryFields)[]).filter(
  (name): name is TypedField => name !== 'country',
);

/** Nothing typed yet: the country alone is chosen, as every form starts. */
export function isBlankAddress(fields: DeliveryFields): boolean {
  return TYPED_FIELDS.every((name) => fields[name].trim() === '');
}

/**
 * The form in another country: the fields that depend on the country (postal code, state or county,
 * city) are emptied, as a pincode is no ZIP code; the name, phone and street stay for the shopper to
 * keep or change.
 */
export function inCountry(fields: DeliveryFields, country: CheckoutCountry): DeliveryFields {
  if (fields.country === country) return fields;
  return { ...fields, country, zip: '', region: '', city: '' };
}

/** The address the order is placed with, in the shape of its country. */
export function orderAddressOf(fields: DeliveryFields): DeliveryAddress & { landmark?: string } {
  if (fields.country === 'India') return fields;
  const { landmark: _landmark, ...abroad } = fields;
  return abroad;
}

/** What the shop keeps of a saved address; null before a state it knows is chosen. */
export function saveBodyOf(fields: DeliveryFields): SaveAddressBody | null {
  const { country, region } = fields;
  if (country === 'India') return isIndianState(region) ? { ...fields, country, region } : null;
  if (country === 'United States') {
    return isUsState(region) ? { ...orderAddressOf(fields), country, region } : null;
  }
  return { ...orderAddressOf(fields), country };
}

export function fieldsOf(saved: SavedAddress): DeliveryFields {
  return {
    country: saved.country,
    firstName: saved.firstName,
    lastName: saved.lastName,
    phone: saved.phone,
    address1: saved.address1,
    address2: saved.address2 ?? '',
    landmark: saved.landmark ?? '',
    city: saved.city,
    region: saved.region,
    zip: saved.zip,
  };
}

/** A UK postcode as the shop keeps it (SW1A 1AA for sw1a1aa); any other field as typed, trimmed. */
function keptValue(fields: DeliveryFields, name: TypedField): string {
  const value = fields[name].trim();
  return name === 'zip' && fields.country === 'United Kingdom' && isUkPostcode(value)
    ? formatUkPostcode(value)
    : value;
}

/** Whether the form holds a saved address as it was kept, spaces around the words aside. */
export function isSameAddress(fields: DeliveryFields, saved: SavedAddress): boolean {
  const kept = fieldsOf(saved);
  return (
    fields.country === kept.country && TYPED_FIELDS.every((name) => keptValue(fields, name) === kept[name])
  );
}
