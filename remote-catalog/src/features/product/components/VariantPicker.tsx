import type { ProductOption, ProductVariant } from '@brass/shared/contracts/catalog';
import type { ValueState } from '../utils/chosen-variant';
import hidden from '../../../components/visually-hidden.module.css';
import styles from './VariantPicker.module.css';

interface Props {
  options: ProductOption[];
  chosen: ProductVariant;
  /** How each value would be bought with the other chosen values. */
  stateOf: (option: string, value: string) => ValueState;
  onChoose: (option: string, value: string) => void;
}

const notes: Record<ValueState, string | undefined> = {
  available: undefined,
  'sold-out': 'sold out',
  none: 'not available',
};

/**
 * The sizes and finishes of a piece as radio buttons, one group per option, so a keyboard moves
 * through a group with its arrows. A value sold out with the other choices can still be chosen, to see
 * its price and ask when it is back; one no variant has cannot.
 */
export function VariantPicker({ options, chosen, stateOf, onChoose }: Props) {
  return (
    <div className={styles.picker}>
      {options.map((option) => (
        <fieldset key={option.name} className={styles.option}>
          <legend className={styles.legend}>
            {option.name}: <span className={styles.current}>{chosen.values[option.name]}</span>
          </legend>
          <div className={styles.values}>
            {option.values.map((value) => {
              const state = stateOf(option.name, value);
              return (
                <label key={value} className={styles.value} data-state={state}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`option-${option.name}`}
                    value={value}
                    checked={chosen.values[option.name] === value}
                    disabled={state === 'none'}
                    onChange={() => onChoose(option.name, value)}
                  />
                  <span>{value}</span>
                  {notes[state] && <span className={hidden.visuallyHidden}>{`, ${notes[state]}`}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
