import type { CheckoutCountry } from '@brass/shared/address-rules';
import type { DeliveryFields } from './delivery-fields';

export type TypedField = Exclude<keyof DeliveryFields, 'country'>;

/** How one field is asked for in a country: the words a shopper there knows, and what autofill fills. */
export interface FieldWords {
  name: TypedField;
  label: string;
  autoComplete: string;
  required: boolean;
  maxLength: number;
  wide?: boolean;
  /** Starts a row of the form's grid, so the field and the one after it stand together. */
  rowStart?: boolean;
  type?: 'text' | 'tel';
  placeholder?: string;
  /** Under the field, what to type. */
  hint?: string;
}

const name = (rowStart = false): FieldWords[] => [
  {
    name: 'firstName',
    label: 'First name',
    autoComplete: 'given-name',
    required: true,
    maxLength: 100,
    rowStart,
  },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true, maxLength: 100 },
];

const phone = (hint: string, placeholder?: string): FieldWords => ({
  name: 'phone',
  label: 'Phone',
  autoComplete: 'tel',
  required: true,
  maxLength: 20,
  type: 'tel',
  hint,
  placeholder,
});

/**
 * The fields of each country in the order they are shown, which is the order the first problem is
 * looked for in. India asks for the pincode first: it fills in the city and state.
 */
export const FIELDS_OF: Record<CheckoutCountry, readonly FieldWords[]> = {
  India: [
    {
      name: 'zip',
      label: 'Zip/Pincode',
      autoComplete: 'postal-code',
      required: true,
      maxLength: 6,
      rowStart: true,
    },
    {
      name: 'city',
      label: 'City',
      autoComplete: 'address-level2',
      required: true,
      maxLength: 100,
      rowStart: true,
    },
    { name: 'region', label: 'State', autoComplete: 'address-level1', required: true, maxLength: 100 },
    ...name(),
    phone('A 10-digit mobile number, for the courier to call.'),
    {
      name: 'address1',
      label: 'Address',
      autoComplete: 'address-line1',
      required: true,
      maxLength: 300,
      wide: true,
    },
    {
      name: 'address2',
      label: 'Address line 2 (optional)',
      autoComplete: 'address-line2',
      required: false,
      maxLength: 300,
      wide: true,
    },
    {
      name: 'landmark',
      label: 'Landmark (optional)',
      autoComplete: 'address-line3',
      required: false,
      maxLength: 200,
      wide: true,
    },
  ],
  'United States': [
    ...name(true),
    {
      name: 'address1',
      label: 'Street address',
      autoComplete: 'address-line1',
      required: true,
      maxLength: 300,
      wide: true,
    },
    {
      name: 'address2',
      label: 'Apt/suite (optional)',
      autoComplete: 'address-line2',
      required: false,
      maxLength: 300,
      wide: true,
    },
    { name: 'city', label: 'City', autoComplete: 'address-level2', required: true, maxLength: 100 },
    { name: 'region', label: 'State', autoComplete: 'address-level1', required: true, maxLength: 100 },
    {
      name: 'zip',
      label: 'ZIP code',
      autoComplete: 'postal-code',
      required: true,
      maxLength: 10,
      hint: 'Five digits, or ZIP+4. Shows the couriers.',
    },
    phone('With the country code +1, for the courier to call.', '+1 212 555 0147'),
  ],
  'United Kingdom': [
    ...name(true),
    {
      name: 'address1',
      label: 'Address line 1',
      autoComplete: 'address-line1',
      required: true,
      maxLength: 300,
      wide: true,
    },
    {
      name: 'address2',
      label: 'Address line 2 (optional)',
      autoComplete: 'address-line2',
      required: false,
      maxLength: 300,
      wide: true,
    },
    { name: 'city', label: 'Town or city', autoComplete: 'address-level2', required: true, maxLength: 100 },
    {
      name: 'region',
      label: 'County (optional)',
      autoComplete: 'address-level1',
      required: false,
      maxLength: 100,
    },
    {
      name: 'zip',
      label: 'Postcode',
      autoComplete: 'postal-code',
      required: true,
      maxLength: 8,
      hint: 'Shows the couriers.',
    },
    phone('With the country code +44, for the courier to call.', '+44 20 7946 0018'),
  ],
};
