import type { DeliveryAddress } from '@brass/shared/contract';
import { CHECKOUT_COUNTRIES, PINCODE_MIN_LENGTH } from '@brass/shared/constants';
import { useId, type FormEvent, type ReactNode } from 'react';
import styles from './DeliveryForm.module.css';

export type DeliveryFields = Required<DeliveryAddress>;

export const EMPTY_ADDRESS: DeliveryFields = {
  firstName: '',
  lastName: '',
  phone: '',
  country: 'India',
  address1: '',
  address2: '',
  city: '',
  region: '',
  zip: '',
};

type TextFieldName = Exclude<keyof DeliveryFields, 'country'>;

interface Props {
  id: string;
  address: DeliveryFields;
  onChange: (address: DeliveryFields) => void;
  /** Called once the browser has checked the required fields. */
  onSubmit: () => void;
}

/**
 * Every field but the second address line is required, and none is checked for format
 * (the shop also ships abroad, where phones and postcodes look different).
 */
export function DeliveryForm({ id, address, onChange, onSubmit }: Props) {
  const headingId = useId();
  const countryId = useId();
  const zipHintId = useId();

  const text = (name: TextFieldName, label: string, autoComplete: string, options: TextOptions = {}) => (
    <TextField
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={address[name]}
      onChange={(value) => onChange({ ...address, [name]: value })}
      {...options}
    />
  );

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form id={id} className={styles.form} aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className={styles.heading}>
        Delivery details
      </h2>
      {/* Screen readers hear "required" on each field instead. */}
      <p className={styles.note} aria-hidden="true">
        Fields marked * are required.
      </p>
      <div className={styles.grid}>
        {text('firstName', 'First name', 'given-name')}
        {text('lastName', 'Last name', 'family-name')}
        {text('phone', 'Phone', 'tel', { type: 'tel' })}
        <Field label="Country" htmlFor={countryId} required>
          <select
            id={countryId}
            name="country"
            autoComplete="country-name"
            required
            className={styles.control}
            value={address.country}
            onChange={(event) =>
              onChange({
                ...address,
                country: CHECKOUT_COUNTRIES.find((country) => country === event.target.value) ?? 'India',
              })
            }
          >
            {CHECKOUT_COUNTRIES.map((country) => (
              <option key={country}>{country}</option>
            ))}
          </select>
        </Field>
        {text('address1', 'Address', 'address-line1', { wide: true })}
        {text('address2', 'Address line 2 (optional)', 'address-line2', { wide: true, required: false })}
        {text('city', 'City', 'address-level2')}
        {text('region', 'Region/State', 'address-level1')}
        {text('zip', 'Zip/Pincode', 'postal-code', { describedBy: zipHintId })}
        <p id={zipHintId} className={styles.hint}>
          Courier options appear once the pincode has {PINCODE_MIN_LENGTH} characters.
        </p>
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  htmlFor: string;
  required: boolean;
  wide?: boolean;
  children: ReactNode;
}

function Field({ label, htmlFor, required, wide = false, children }: FieldProps) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

interface TextOptions {
  type?: 'text' | 'tel';
  required?: boolean;
  wide?: boolean;
  describedBy?: string;
}

interface TextFieldProps extends TextOptions {
  name: TextFieldName;
  label: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

function TextField({
  name,
  label,
  autoComplete,
  value,
  onChange,
  type = 'text',
  required = true,
  wide,
  describedBy,
}: TextFieldProps) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id} required={required} wide={wide}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-describedby={describedBy}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
