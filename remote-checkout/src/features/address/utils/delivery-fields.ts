import type { DeliveryAddress, SaveAddressBody, SavedAddress } from '@brass/shared/contracts/accounts';
import { isIndianState } from '@brass/shared/indian-address';

/** The delivery form's fields as typed: the state stays '' until one is chosen. */
export interface DeliveryFields {
  firstName: string;
  lastName: string;
  phone: string;
  address1: string;
  address2: string;
  landmark: string;
  city: string;
  region: string;
  zip: string;
}

export const EMPTY_ADDRESS: DeliveryFields = {
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

const FIELD_NAMES = Object.keys(EMPTY_ADDRESS) as (keyof DeliveryFields)[];

/** The address the order is placed with: the shop delivers within India only. */
export function orderAddressOf(fields: DeliveryFields): DeliveryAddress & { landmark: string } {
  return { ...fields, country: 'India' };
}

/** What the shop keeps of a saved address; null before a state is chosen. */
export function saveBodyOf(fields: DeliveryFields): SaveAddressBody | null {
  return isIndianState(fields.region) ? { ...fields, region: fields.region } : null;
}

export function fieldsOf(saved: SavedAddress): DeliveryFields {
  return {
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

/** Whether the form holds a saved address as it was kept, spaces around the words aside. */
export function isSameAddress(fields: DeliveryFields, saved: SavedAddress): boolean {
  const kept = fieldsOf(saved);
  return FIELD_NAMES.every((name) => fields[name].trim() === kept[name]);
}
