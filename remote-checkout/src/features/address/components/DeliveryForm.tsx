import { formatUkPostcode, isUkPostcode, US_STATES } from '@brass/shared/abroad-address';
import { addressProblemsIn, type CheckoutCountry } from '@brass/shared/address-rules';
import { CHECKOUT_COUNTRIES, INDIAN_STATES, MAX_SAVED_ADDRESSES } from '@brass/shared/constants';
import type { PincodePlace, SavedAddress } from '@brass/shared/contracts/accounts';
import type { CheckedAddressField } from '@brass/shared/indian-address';
import { LoadError } from '@brass/shared/load-error';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { usePincodeLookup, type PincodeLookup } from '../hooks/use-pincode-lookup';
import { useSavedAddresses, type AddressChange } from '../hooks/use-saved-addresses';
import { rememberCountry } from '../../../utils/shopper-country';
import { FIELDS_OF, type FieldWords, type TypedField } from '../utils/country-fields';
import {
  EMPTY_ADDRESS,
  fieldsOf,
  inCountry,
  isBlankAddress,
  isSameAddress,
  saveBodyOf,
  type DeliveryFields,
} from '../utils/delivery-fields';
import { FormField } from '../../../components/FormField';
import { SavedAddressPicker } from './SavedAddressPicker';
import option from '../../../components/CheckOption.module.css';
import fieldStyles from '../../../components/FormField.module.css';
import styles from './DeliveryForm.module.css';

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

const CHECKED: ReadonlySet<string> = new Set<CheckedAddressField>([
  'firstName',
  'lastName',
  'phone',
  'address1',
  'city',
  'region',
  'zip',
]);

/** The field's own check, when it has one: the optional lines have nothing to be wrong with. */
const checkOf = (field: FieldWords): CheckedAddressField | null =>
  field.required && CHECKED.has(field.name) ? (field.name as CheckedAddressField) : null;

const STATES_OF = { India: INDIAN_STATES, 'United States': US_STATES } as const;

/**
 * The delivery address, country first. In India the pincode comes next: a 6-digit pincode fills in
 * the city and state from the shop's directory, and they stay editable. Abroad the fields are the
 * country's own (ZIP code and state, or postcode and county). Each field says what is wrong with it
 * beside it once the shopper has left it filled in, and all of them do when the order is placed.
 */
export function DeliveryForm({ id, address, onChange, onSubmit, signedIn }: Props) {
  const headingId = useId();
  const zipLookupId = useId();
  const hintIdBase = useId();
  const countryNoteId = useId();
  const saveNoteId = useId();
  const [shown, setShown] = useState<ReadonlySet<CheckedAddressField>>(new Set());
  const [lettersDropped, setLettersDropped] = useState(false);
  const [saveChosen, setSaveChosen] = useState(false);
  // The saved address last picked: changed in the form, it can be corrected where it is kept.
  const [pickedId, setPickedId] = useState<string | null>(null);
  const saved = useSavedAddresses(signedIn);
  const { lookup, lookUp, forget } = usePincodeLookup((place: PincodePlace) =>
    // Only while the form still holds the pincode that was looked up, in India.
    onChange((current) =>
      current.country === 'India' && current.zip === place.pincode
        ? { ...current, city: place.city, region: place.state }
        : current,
    ),
  );

  const { country } = address;
  const fields = FIELDS_OF[country];
  const problems = addressProblemsIn(country, address);
  const problemOf = (name: CheckedAddressField) => (shown.has(name) ? problems[name] : undefined);
  const selected = saved.addresses.find((kept) => isSameAddress(address, kept)) ?? null;
  const edited = selected ? null : (saved.addresses.find((kept) => kept.id === pickedId) ?? null);
  const hintId = (name: TypedField) => `${hintIdBase}-${name}`;

  function show(name: CheckedAddressField): void {
    setShown((current) => new Set(current).add(name));
  }

  function set(name: TypedField, value: string): void {
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

  // A pincode is no ZIP code: what depends on the country starts again, and is not judged yet.
  function chooseCountry(chosen: CheckoutCountry): void {
    rememberCountry(chosen);
    setPickedId(null);
    setSaveChosen(false);
    setLettersDropped(false);
    forget();
    setShown((current) => new Set([...current].filter((name) => !['zip', 'region', 'city'].includes(name))));
    onChange((current) => inCountry(current, chosen));
  }

  function pick(kept: SavedAddress): void {
    rememberCountry(kept.country);
    setPickedId(kept.id);
    setSaveChosen(false);
    setLettersDropped(false);
    forget();
    setShown(new Set());
    onChange(fieldsOf(kept));
  }

  // A returning shopper most often sends to where they did before: the latest saved address is chosen
  // for them once, when the list arrives to a form still blank, and the courier options follow from it.
  const latestSaved = saved.addresses[0];
  const chooseLatestSaved = useEffectEvent((kept: SavedAddress) => {
    if (pickedId === null && isBlankAddress(address)) pick(kept);
  });
  const latestSavedOffered = useRef(false);
  useEffect(() => {
    if (!latestSaved || latestSavedOffered.current) return;
    latestSavedOffered.current = true;
    chooseLatestSaved(latestSaved);
  }, [latestSaved]);

  function startNew(): void {
    setPickedId(null);
    setSaveChosen(false);
    setLettersDropped(false);
    forget();
    setShown(new Set());
    // The country stays: the shopper is still where they were.
    onChange({ ...EMPTY_ADDRESS, country });
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const order = fields.map(checkOf).filter((name) => name !== null);
    const firstProblem = order.find((name) => problems[name]);
    if (firstProblem) {
      setShown(new Set(order));
      const control = event.currentTarget.elements.namedItem(firstProblem);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const body = saveBodyOf(address);
    if (signedIn && saveChosen && !selected && body)
      void (edited ? saved.update(edited.id, body) : saved.save(body));
    onSubmit();
  }

  const className = (field: FieldWords) => (field.rowStart ? styles.rowStart : undefined);

  const text = (field: FieldWords) => {
    const checked = checkOf(field);
    const ukPostcode = field.name === 'zip' && country === 'United Kingdom';
    return (
      <FormField
        key={`${country}-${field.name}`}
        label={field.label}
        wide={field.wide}
        required={field.required}
        problem={checked ? problemOf(checked) : undefined}
        notes={field.hint ? [{ id: hintId(field.name), text: field.hint }] : []}
        className={className(field)}
      >
        {(props) => (
          <input
            {...props}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            autoCapitalize={ukPostcode ? 'characters' : undefined}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            value={address[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            onBlur={() => {
              const value = address[field.name].trim();
              // Written as Royal Mail prints it, as the shop will keep it: sw1a1aa is SW1A 1AA.
              if (ukPostcode && isUkPostcode(value)) set('zip', formatUkPostcode(value));
              if (checked && value !== '') show(checked);
            }}
          />
        )}
      </FormField>
    );
  };

  const pincode = (field: FieldWords) => (
    <FormField
      key="India-zip"
      label={field.label}
      problem={problemOf('zip')}
      className={className(field)}
      notes={[
        {
          id: hintId('zip'),
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
          autoComplete={field.autoComplete}
          value={address.zip}
          onChange={typePincode}
          onBlur={() => {
            if (address.zip !== '') show('zip');
          }}
        />
      )}
    </FormField>
  );

  const stateChoice = (field: FieldWords, states: readonly string[]) => (
    <FormField
      key={`${country}-region`}
      label={field.label}
      problem={problemOf('region')}
      className={className(field)}
    >
      {(props) => (
        <select
          {...props}
          name="region"
          autoComplete={field.autoComplete}
          value={address.region}
          onChange={(event) => {
            set('region', event.target.value);
            show('region');
          }}
        >
          <option value="">Choose a state</option>
          {states.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </select>
      )}
    </FormField>
  );

  function control(field: FieldWords): ReactNode {
    if (field.name === 'zip' && country === 'India') return pincode(field);
    if (field.name === 'region' && country !== 'United Kingdom')
      return stateChoice(field, STATES_OF[country]);
    return text(field);
  }

  const saveNote = changeNote(saved.change);
  const full = saved.addresses.length >= MAX_SAVED_ADDRESSES;

  return (
    <form id={id} className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className={styles.heading}>
        Delivery details
      </h2>
      {/* Screen readers hear "required" on each field instead. */}
      <p className={styles.intro} aria-hidden="true">
        Fields marked * are required.
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
        {/* Where the shopper picks the country: the countries the shop delivers to. */}
        <FormField
          label="Country"
          notes={[
            {
              id: countryNoteId,
              text: 'We deliver anywhere in India, and to the United States and the United Kingdom.',
            },
          ]}
        >
          {(props) => (
            <select
              {...props}
              name="country"
              autoComplete="country-name"
              value={country}
              onChange={(event) => chooseCountry(event.target.value as CheckoutCountry)}
            >
              {CHECKOUT_COUNTRIES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </FormField>
        {fields.map(control)}
      </div>
      {signedIn && !selected && (edited || !full) && (
        <label className={`${option.check} ${styles.save}`}>
          <input
            type="checkbox"
            className={option.checkbox}
            checked={saveChosen}
            onChange={(event) => setSaveChosen(event.target.checked)}
            aria-describedby={saveNoteId}
          />
          {edited ? 'Update this saved address' : 'Save this address'}
        </label>
      )}
      {signedIn && !selected && !edited && full && (
        <p className={fieldStyles.note}>
          You keep {MAX_SAVED_ADDRESSES} addresses, the most the shop keeps: remove one to save this one.
        </p>
      )}
      <p
        id={saveNoteId}
        role="status"
        className={saved.change.status === 'failed' ? fieldStyles.problem : fieldStyles.note}
      >
        {saveNote}
      </p>
    </form>
  );
}
