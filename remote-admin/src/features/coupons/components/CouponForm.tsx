import { couponBodySchema, type AdminCoupon } from '@brass/shared/contracts/admin-coupons';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import buttons from '../../../components/Button.module.css';
import { FormField } from '../../../components/FormField';
import { readProblem } from '../../../components/LoadState';
import { createCoupon, updateCoupon } from '../api/coupons';
import { couponBodyOf, EMPTY_COUPON, formValuesOf, type CouponFormValues } from '../utils/coupon-form-values';
import styles from './Coupons.module.css';

interface Props {
  /** The code being edited; null for a new one. */
  editing: AdminCoupon | null;
  onSaved: (coupon: AdminCoupon, created: boolean) => void;
  onCancel: () => void;
}

/**
 * Creates or edits a coupon code. What is wrong (the contract's own check, or the API's refusal, such
 * as a code another coupon has) shows above the Save button.
 */
export function CouponForm({ editing, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<CouponFormValues>(editing ? formValuesOf(editing) : EMPTY_COUPON);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof CouponFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(couponBodySchema, couponBodyOf(values));
    if (!checked.success) {
      setProblem(checked.issues[0].message);
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const saved = editing
        ? await updateCoupon(editing.id, checked.output)
        : await createCoupon(checked.output);
      onSaved(saved, editing === null);
      if (!editing) setValues(EMPTY_COUPON);
    } catch (error) {
      setProblem(readProblem(error));
    } finally {
      setSaving(false);
    }
  }

  /** The input of one field, given the props that tie it to its label, hint and problem. */
  const text =
    (field: keyof CouponFormValues, type = 'text') =>
    (control: Parameters<Parameters<typeof FormField>[0]['children']>[0]) => (
      <input
        {...control}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
    );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void save(event)}>
      <div className={styles.grid}>
        <FormField label="Code" hint="Letters, digits and hyphens; shoppers may type it in any case.">
          {text('code')}
        </FormField>
        <FormField label="Kind of discount">
          {(control) => (
            <select {...control} value={values.kind} onChange={(event) => set('kind')(event.target.value)}>
              <option value="percent">Percent of the goods</option>
              <option value="fixed">Fixed rupees off</option>
            </select>
          )}
        </FormField>
        <FormField label={values.kind === 'percent' ? 'Percent off' : 'Rupees off'} hint="Percent: 1 to 90.">
          {text('value', 'number')}
        </FormField>
        <FormField
          label="Minimum order (₹)"
          hint="Goods of the listed categories only, when some are listed."
        >
          {text('minimumOrder', 'number')}
        </FormField>
        <FormField label="Starts" hint="Empty: at once.">
          {text('startsAt', 'datetime-local')}
        </FormField>
        <FormField label="Ends" hint="Empty: never.">
          {text('endsAt', 'datetime-local')}
        </FormField>
        <FormField label="Total uses" hint="Orders it may make in all; empty: no limit.">
          {text('totalLimit', 'number')}
        </FormField>
        <FormField label="Uses per shopper" hint="Empty: no limit.">
          {text('perShopperLimit', 'number')}
        </FormField>
        <FormField label="Categories" hint="Comma-separated, such as lamps, bells; empty: every product.">
          {text('categories')}
        </FormField>
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Save changes' : 'Create coupon'}
        </button>
        {editing && (
          <button type="button" className={buttons.quiet} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
