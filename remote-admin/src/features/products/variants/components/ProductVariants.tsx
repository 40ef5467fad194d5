import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { failedStatus } from '@brass/shared/use-request';
import { useState, type FormEvent } from 'react';
import a11y from '../../../../components/a11y.module.css';
import buttons from '../../../../components/Button.module.css';
import { Card } from '../../../../components/Card';
import tables from '../../../../components/Table.module.css';
import { setVariants } from '../../api/change-product';
import { getAdminProduct } from '../../api/get-product';
import {
  everyCombination,
  MAX_OPTIONS,
  optionDraftsOf,
  rowName,
  rowsOf,
  variantsBodyOf,
  withStockNow,
  type OptionDraft,
} from '../utils/variant-rows';
import styles from './ProductVariants.module.css';

interface Props {
  product: AdminProduct;
  onChanged: (product: AdminProduct) => void;
}

type RowField = 'sku' | 'price' | 'compareAtPrice' | 'weightKg' | 'stock';

const columns: { field: RowField; label: string; type: 'text' | 'number'; step?: number }[] = [
  { field: 'sku', label: 'SKU', type: 'text' },
  { field: 'price', label: 'Price (₹)', type: 'number', step: 1 },
  { field: 'compareAtPrice', label: 'Compare-at price (₹)', type: 'number', step: 1 },
  { field: 'weightKg', label: 'Weight (kg)', type: 'number', step: 0.001 },
  { field: 'stock', label: 'Stock', type: 'number', step: 1 },
];

/**
 * The sizes or finishes a product comes in and the variants it is sold as, each with its own SKU,
 * price, weight and stock. Saving replaces them all; the API archives the variants left out. Like the
 * product's stock, a variant's goes with the count its row was filled with, and a 409 refreshes it.
 */
export function ProductVariants({ product, onChanged }: Props) {
  const [options, setOptions] = useState(() => optionDraftsOf(product));
  const [rows, setRows] = useState(() => rowsOf(product));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const shownIds = new Set(rows.map((row) => row.id));
  const archived = product.variants.filter((variant) => variant.archived && !shownIds.has(variant.id));

  const changeOption = (place: number, change: Partial<OptionDraft>) =>
    setOptions(options.map((option, index) => (index === place ? { ...option, ...change } : option)));

  function removeOption(place: number) {
    setOptions(options.filter((_, index) => index !== place));
    setRows(rows.map((row) => ({ ...row, values: row.values.filter((_, index) => index !== place) })));
  }

  const changeRow = (key: number, field: RowField, value: string) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      const saved = await setVariants(product.id, variantsBodyOf(options, rows));
      setOptions(optionDraftsOf(saved));
      setRows(rowsOf(saved));
      setDone(saved.options ? 'Sizes and finishes saved.' : 'Saved: sold as it is, in no sizes or finishes.');
      onChanged(saved);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The sizes and finishes could not be saved. Try again.'));
      if (failedStatus(failure) === 409) await stockNow();
    } finally {
      setBusy(false);
    }
  }

  async function stockNow() {
    try {
      const now = await getAdminProduct(product.id);
      setRows((typed) => withStockNow(typed, now));
    } catch {
      // Saving again is refused again, with the count then.
    }
  }

  return (
    <Card title="Sizes and finishes" meta="Up to 3 options, such as Size or Finish">
      <form className={styles.section} aria-label="Sizes and finishes" onSubmit={(event) => void save(event)}>
        {options.map((option, place) => (
          <fieldset key={place} className={styles.option}>
            <legend>Option {place + 1}</legend>
            <label>
              <span>Name (such as Size)</span>
              <input
                type="text"
                maxLength={40}
                value={option.name}
                onChange={(event) => changeOption(place, { name: event.target.value })}
              />
            </label>
            <label>
              <span>Values, separated by commas</span>
              <input
                type="text"
                value={option.values}
                onChange={(event) => changeOption(place, { values: event.target.value })}
              />
            </label>
            <button
              type="button"
              className={`${buttons.danger} ${buttons.small}`}
              aria-label={`Remove option ${place + 1}${option.name && `: ${option.name}`}`}
              onClick={() => removeOption(place)}
            >
              Remove
            </button>
          </fieldset>
        ))}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.quiet}
            disabled={options.length >= MAX_OPTIONS}
            onClick={() => setOptions([...options, { name: '', values: '' }])}
          >
            Add an option
          </button>
          <button
            type="button"
            className={buttons.quiet}
            onClick={() => setRows(everyCombination(product, options, rows))}
          >
            Add every combination
          </button>
        </div>
        {rows.length > 0 && (
          <div className={styles.scroll}>
            <table className={tables.table}>
              <caption className={a11y.visuallyHidden}>Variants</caption>
              <thead>
                <tr>
                  <th scope="col">Variant</th>
                  {columns.map(({ field, label }) => (
                    <th key={field} scope="col">
                      {label}
                    </th>
                  ))}
                  <th scope="col">
                    <span className={a11y.visuallyHidden}>Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const name = rowName(row.values) || 'No values';
                  return (
                    <tr key={row.key}>
                      <th scope="row">{name}</th>
                      {columns.map(({ field, label, type, step }) => (
                        <td key={field}>
                          <label className={styles.cell}>
                            {/* The column's heading, shown where the table is stacked on a phone. */}
                            <span className={styles.cellLabel}>{label}</span>
                            <input
                              type={type}
                              step={step}
                              inputMode={type === 'number' ? 'decimal' : undefined}
                              aria-label={`${label}: ${name}`}
                              value={row[field]}
                              onChange={(event) => changeRow(row.key, field, event.target.value)}
                            />
                          </label>
                        </td>
                      ))}
                      <td>
                        <button
                          type="button"
                          className={`${buttons.danger} ${buttons.small}`}
                          aria-label={`Remove: ${name}`}
                          onClick={() => setRows(rows.filter(({ key }) => key !== row.key))}
                        >
                          Remove
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {archived.length > 0 && (
          <p className={styles.note}>
            No longer sold: {archived.map((variant) => rowName(Object.values(variant.values))).join('; ')}.
            Add every combination to sell one again.
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {busy ? 'Saving…' : 'Save sizes and finishes'}
          </button>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          {done && !error && (
            <p role="status" className={styles.done}>
              {done}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
