import { INDIAN_STATES, MAX_SAVED_ADDRESSES } from '@brass/shared/constants';
import type { PincodePlace, SavedAddress } from '@brass/shared/contracts/accounts';
import { addressProblems, type CheckedAddressField } from '@brass/shared/indian-address';
import { LoadError } from '@brass/shared/load-error';
import {
  useId,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { usePincodeLookup, type PincodeLookup } from '../hooks/use-pincode-lookup';
import { useSavedAddresses, type AddressChange } from '../hooks/use-saved-addresses';
import {
  EMPTY_ADDRESS,
  fieldsOf,
  isSameAddress,
  saveBodyOf,
  type DeliveryFields,
} from '../utils/delivery-fields';
import { AddressField } from './AddressField';
import { SavedAddressPicker } from './SavedAddressPicker';
import styles from './DeliveryForm.module.css';

type TextName = Exclude<keyof DeliveryFields, 'region'>;

/** The order the fields are rendered in, which is the order the first problem is looked for in. */
const FIELD_ORDER: readonly CheckedAddressField[] = [
  'zip',
  'city',
  'region',
  'firstName',
  'lastName',
  'phone',
  'address1',
];

function lookupNote(lookup: PincodeLookup): ReactNode {
  switch (lookup.status) {
    case 'idle':
      return null;
    case 'looking':
      return `Looking up ${lookup.pincode}…`;
    case 'found':
      return `${lookup.place.city}, ${lookup.place.state}: filled in below, change them if you need to.`;
    case 'unknown':
      return `We could not find pincode ${lookup.pincode}. Check it, or type your city and state below.`;
    case 'failed':
      return 'The city and state could not be looked up just now. Please type them below.';
  }
}

function changeNote(change: AddressChange): string | null {
  if (change.status === 'saving') return 'Saving the address…';
  if (change.status === 'saved') return 'Saved for your next orders.';
  if (change.status === 'failed') return change.message;
  return null;
}

interface Props {
  id: string;
  address: DeliveryFields;
  onChange: Dispatch<SetStateAction<DeliveryFields>>;
  /** Called once every field holds an address the shop can deliver to. */
  onSubmit: () => void;
  /** A signed-in shopper picks a saved address and may save this one. */
  signedIn: boolean;
}

/**
 * The delivery address, pincode first: a 6-digit pincode fills in the city and state from the shop's
 * directory, and they stay editable. Each field says what is wrong with it beside it once the shopper
 * has left it filled in, and all of them do when the order is placed.
 */
export function DeliveryForm({ id, address, onChange, onSubmit, signedIn }: Props) {
  const headingId = useId();
  const zipHintId = useId();
  const zipLookupId = useId();
  const phoneHintId = useId();
  const saveNoteId = useId();
  const [shown, setShown] = useState<ReadonlySet<CheckedAddressField>>(new Set());
  const [lettersDropped, setLettersDropped] = useState(false);
  const [saveChosen, setSaveChosen] = useState(false);
  // The saved address last picked: changed in the form, it can be corrected where it is kept.
  const [pickedId, setPickedId] = useState<string | null>(null);
  const saved = useSavedAddresses(signedIn);
  const { lookup, lookUp, forget } = usePincodeLookup((place: PincodePlace) =>
    // Only while the form still holds the pincode that was looked up.
    onChange((current) =>
      current.zip === place.pincode ? { ...current, city: place.city, region: place.state } : current,
    ),
  );

  const problems = addressProblems(address);
  const problemOf = (name: CheckedAddressField) => (shown.has(name) ? problems[name] : undefined);
  const selected = saved.addresses.find((kept) => isSameAddress(address, kept)) ?? null;
  const edited = selected ? null : (saved.addresses.find((kept) => kept.id === pickedId) ?? null);

  function show(name: CheckedAddressField): void {
    setShown((current) => new Set(current).add(name));
  }

  function set(name: TextName | 'region', value: string): void {
    onChange((current) => ({ ...current, [name]: value }));
  }

  // Only digits go in, six at most: a pasted '600 042' is 600042, and letters are said to be dropped.
  function typePincode(event: ChangeEvent<HTMLInputElement>): void {
    const typed = event.target.value;
    const pincode = typed.replace(/\D/g, '').slice(0, 6);
    setLettersDropped(/[^\d\s]/.test(typed));
    set('zip', pincode);
    if (pincode !== address.zip) lookUp(pincode);
  }

  function pick(kept: SavedAddress): void {
    setPickedId(kept.id);
    setSaveChosen(false);
    forget();
    setShown(new Set());
    onChange(fieldsOf(kept));
  }

  function startNew(): void {
    setPickedId(null);
    setSaveChosen(false);
    forget();
    setShown(new Set());
    onChange(EMPTY_ADDRESS);
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const firstProblem = FIELD_ORDER.find((name) => problems[name]);
    if (firstProblem) {
      setShown(new Set(FIELD_ORDER));
      const control = event.currentTarget.elements.namedItem(firstProblem);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const body = saveBodyOf(address);
    if (signedIn && saveChosen && !selected && body)
      void (edited ? saved.update(edited.id, body) : saved.save(body));
    onSubmit();
  }

  const text = (
    name: TextName,
    label: string,
    autoComplete: string,
    options: {
      maxLength: number;
      wide?: boolean;
      type?: 'text' | 'tel';
      hint?: { id: string; text: string };
    },
  ) => {
    // The optional lines have nothing to be wrong with.
    const checked = name === 'address2' || name === 'landmark' ? null : name;
    return (
      <AddressField
        label={label}
        wide={options.wide}
        required={checked !== null}
        problem={checked ? problemOf(checked) : undefined}
        notes={options.hint ? [options.hint] : []}
        className={name === 'city' ? styles.rowStart : undefined}
      >
        {(props) => (
          <input
            {...props}
            name={name}
            type={options.type ?? 'text'}
            autoComplete={autoComplete}
            maxLength={options.maxLength}
            value={address[name]}
            onChange={(event) => set(name, event.target.value)}
            onBlur={() => {
              if (checked && address[checked].trim() !== '') show(checked);
            }}
          />
        )}
      </AddressField>
    );
  };

  const saveNote = changeNote(saved.change);
  const full = saved.addresses.length >= MAX_SAVED_ADDRESSES;

  return (
    <form id={id} className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className={styles.heading}>
        Delivery details
      </h2>
      {/* Screen readers hear "required" on each field instead. */}
      <p className={styles.intro}>
        <span aria-hidden="true">Fields marked * are required. </span>We deliver anywhere in India.
      </p>
      {saved.addresses.length > 0 && (
        <SavedAddressPicker
          addresses={saved.addresses}
          selectedId={(selected ?? edited)?.id ?? null}
          onPick={pick}
          onNew={startNew}
          onRemove={(kept) => void saved.remove(kept.id)}
        />
      )}
      {saved.loadFailed && (
        <LoadError
          message="Your saved addresses could not be loaded."
          onRetry={saved.retry}
          classNames={{ root: styles.loadError, retry: styles.retry }}
        />
      )}
      <div className={styles.grid}>
        <AddressField
          label="Zip/Pincode"
          problem={problemOf('zip')}
          notes={[
            {
              id: zipHintId,
              text: lettersDropped
                ? 'A pincode has digits only.'
                : 'Fills in your city and state, and shows the couriers.',
            },
            {
              id: zipLookupId,
              text: lookupNote(lookup),
              live: true,
              warning: lookup.status === 'unknown' || lookup.status === 'failed',
            },
          ]}
        >
          {(props) => (
            <input
              {...props}
              name="zip"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              value={address.zip}
              onChange={typePincode}
              onBlur={() => {
                if (address.zip !== '') show('zip');
              }}
            />
          )}
        </AddressField>
        {text('city', 'City', 'address-level2', { maxLength: 100 })}
        <AddressField label="State" problem={problemOf('region')}>
          {(props) => (
            <select
              {...props}
              name="region"
              autoComplete="address-level1"
              value={address.region}
              onChange={(event) => {
                set('region', event.target.value);
                show('region');
              }}
            >
              <option value="">Choose a state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </select>
          )}
        </AddressField>
        {text('firstName', 'First name', 'given-name', { maxLength: 100 })}
        {text('lastName', 'Last name', 'family-name', { maxLength: 100 })}
        {text('phone', 'Phone', 'tel', {
          maxLength: 20,
          type: 'tel',
          hint: { id: phoneHintId, text: 'A 10-digit mobile number, for the courier to call.' },
        })}
        {text('address1', 'Address', 'address-line1', { wide: true, maxLength: 300 })}
        {text('address2', 'Address line 2 (optional)', 'address-line2', { wide: true, maxLength: 300 })}
        {text('landmark', 'Landmark (optional)', 'address-line3', { wide: true, maxLength: 200 })}
      </div>
      {signedIn && !selected && (edited || !full) && (
        <label className={styles.save}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={saveChosen}
            onChange={(event) => setSaveChosen(event.target.checked)}
            aria-describedby={saveNoteId}
          />
          {edited ? 'Update this saved address' : 'Save this address'}
        </label>
      )}
      {signedIn && !selected && !edited && full && (
        <p className={styles.note}>
          You keep {MAX_SAVED_ADDRESSES} addresses, the most the shop keeps: remove one to save this one.
        </p>
      )}
      <p
        id={saveNoteId}
        role="status"
        className={saved.change.status === 'failed' ? styles.problem : styles.note}
      >
        {saveNote}
      </p>
    </form>
  );
}
