import type { ProductBody } from '@brass/shared/contracts/admin-products';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** A typed number, or null for an empty box (the API names what is missing). */
function numberOf(form: FormData, name: string): number | null {
  const typed = text(form, name);
  return typed === '' ? null : Number(typed);
}

const textOrNull = (form: FormData, name: string) => text(form, name) || null;

/**
 * The product body from the form as the owner filled it: numbers as numbers, an empty compare-at price
 * and empty optional facts as null. A required number left empty goes as null, which the API refuses
 * in words naming the field.
 */
export function productBodyOf(form: FormData): ProductBody {
  return {
    name: text(form, 'name'),
    description: text(form, 'description'),
    price: numberOf(form, 'price'),
    compareAtPrice: numberOf(form, 'compareAtPrice'),
    category: text(form, 'category'),
    isNewArrival: form.get('isNewArrival') === 'on',
    isPopular: form.get('isPopular') === 'on',
    stock: numberOf(form, 'stock') ?? 0,
    facts: {
      heightCm: numberOf(form, 'heightCm'),
      widthCm: numberOf(form, 'widthCm'),
      depthCm: numberOf(form, 'depthCm'),
      weightKg: numberOf(form, 'weightKg'),
      material: textOrNull(form, 'material'),
      finish: textOrNull(form, 'finish'),
      care: textOrNull(form, 'care'),
      hsnCode: textOrNull(form, 'hsnCode'),
    },
    // The API checks every value; the form only gathers what was typed.
  } as ProductBody;
}

/** What a box shows for a value the product may lack. */
export const shown = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * What a box shows for a price or a measure: a draft made by its first photos holds 0 until its form is
 * saved, shown as the empty box the owner has still to fill.
 */
export const measured = (value: number | null | undefined): string => (value ? String(value) : '');
