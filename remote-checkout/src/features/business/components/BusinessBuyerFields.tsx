import { useEffect, useId, useRef } from 'react';
import option from '../../../components/CheckOption.module.css';
import { FormField } from '../../../components/FormField';
import type { BusinessChoice } from '../utils/business-choice';
import styles from './BusinessBuyerFields.module.css';

interface Props {
  value: BusinessChoice;
  onChange: (value: BusinessChoice) => void;
  /** What is wrong with each field, shown once the shopper has tried to place the order. */
  problems: { gstin?: string; name?: string };
  /** How often placing the order was stopped by these fields: each time, the first wrong one is focused. */
  tries: number;
}

/** A business buying: its GSTIN and registered name go on the invoice, for its input tax credit. */
export function BusinessBuyerFields({ value, onChange, problems, tries }: Props) {
  const noteId = `${useId()}-gstin-note`;
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (tries > 0) section.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [tries]);
  const shown = tries > 0 ? problems : {};
  return (
    <section ref={section} className={styles.section} aria-label="Business purchase">
      <label className={option.check}>
        <input
          type="checkbox"
          className={option.checkbox}
          checked={value.isBusiness}
          onChange={(event) => onChange({ ...value, isBusiness: event.target.checked })}
        />
        Buying for a business? Put its GSTIN on the invoice
      </label>
      {value.isBusiness && (
        <div className={styles.fields}>
          <FormField
            label="GSTIN"
            problem={shown.gstin}
            notes={[{ id: noteId, text: '15 characters, of your business in the state the order goes to.' }]}
          >
            {(control) => (
              <input
                {...control}
                value={value.gstin}
                maxLength={20}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => onChange({ ...value, gstin: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="Registered business name" problem={shown.name}>
            {(control) => (
              <input
                {...control}
                value={value.name}
                maxLength={120}
                autoComplete="organization"
                onChange={(event) => onChange({ ...value, name: event.target.value })}
              />
            )}
          </FormField>
        </div>
      )}
    </section>
  );
}
