import type { SavedAddress } from '@brass/shared/contracts/accounts';
import { useId } from 'react';
import styles from './SavedAddressPicker.module.css';

interface Props {
  addresses: readonly SavedAddress[];
  /** The saved address the form holds, as kept or being corrected; null for a new one. */
  selectedId: string | null;
  onPick: (address: SavedAddress) => void;
  /** Empties the form for an address not saved yet. */
  onNew: () => void;
  onRemove: (address: SavedAddress) => void;
}

/** The shopper's saved addresses: picking one fills the form, which stays editable. */
export function SavedAddressPicker({ addresses, selectedId, onPick, onNew, onRemove }: Props) {
  const group = useId();
  return (
    <fieldset className={styles.saved}>
      <legend className={styles.legend}>Saved addresses</legend>
      <ul className={styles.list}>
        {addresses.map((address) => (
          <li key={address.id} className={styles.item}>
            <label className={styles.option} htmlFor={`${group}-${address.id}`}>
              <input
                id={`${group}-${address.id}`}
                type="radio"
                name={group}
                className={styles.radio}
                checked={selectedId === address.id}
                onChange={() => onPick(address)}
              />
              <span className={styles.text}>
                {/* The spaces before each break keep the lines apart in the radio's spoken name. */}
                {`${address.firstName} ${address.lastName} `}
                <br />
                {[address.address1, address.address2, address.landmark && `Landmark: ${address.landmark}`]
                  .filter(Boolean)
                  .join(', ')}{' '}
                <br />
                {`${[address.city, address.region].filter(Boolean).join(', ')} ${address.zip} · ${address.country} · ${address.phone}`}
              </span>
            </label>
            <button
              type="button"
              className={styles.remove}
              aria-label={`Remove the address at ${address.address1}, ${address.city}`}
              onClick={() => onRemove(address)}
            >
              Remove
            </button>
          </li>
        ))}
        <li className={styles.item}>
          <label className={styles.option}>
            <input
              type="radio"
              name={group}
              className={styles.radio}
              checked={selectedId === null}
              onChange={onNew}
            />
            <span className={styles.name}>A new address</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
