import type { AdminProduct, AdminVariant, ProductVariantsBody } from '@brass/shared/contracts/admin-products';
import { shown } from '../../utils/product-form';

/** The API takes at most this many options (such as Size and Finish) for a product. */
export const MAX_OPTIONS = 3;

/** An option as the owner types it: its values as one text, separated by commas. */
export interface OptionDraft {
  name: string;
  values: string;
}

/** A variant as its row of the table is typed; `values` follow the options by place. */
export interface VariantRow {
  /** Tells rows apart while their values are edited. */
  key: number;
  values: string[];
  sku: string;
  price: string;
  compareAtPrice: string;
  weightKg: string;
  stock: string;
  /** A saved variant's id and the stock its row was filled with, which the API changes stock from. */
  id?: string;
  loadedStock?: number;
}

let rowsMade = 0;

const valuesOf = (option: OptionDraft): string[] =>
  option.values
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

export const optionDraftsOf = (product: AdminProduct): OptionDraft[] =>
  (product.options ?? []).map(({ name, values }) => ({ name, values: values.join(', ') }));

const rowOf = (names: string[], variant: AdminVariant): VariantRow => ({
  key: rowsMade++,
  values: names.map((name) => variant.values[name] ?? ''),
  sku: variant.sku ?? '',
  price: String(variant.price),
  compareAtPrice: shown(variant.compareAtPrice),
  weightKg: String(variant.weightKg),
  stock: String(variant.stock),
  id: variant.id,
  loadedStock: variant.stock,
});

/** The variants on sale; archived ones come back only when their combination is added again. */
export const rowsOf = (product: AdminProduct): VariantRow[] =>
  product.variants
    .filter((variant) => !variant.archived)
    .map((variant) =>
      rowOf(
        (product.options ?? []).map((option) => option.name),
        variant,
      ),
    );

/** How the table names a variant: its values in the options' order, as the shop's cart does. */
export const rowName = (values: string[]): string => values.filter(Boolean).join(', ');

const combinationOf = (values: string[]) => values.join('\u0000');

/**
 * A row for each combination of the options' values that has none yet. A variant the product had
 * (archived, or taken out of the table) comes back as it was saved, with the stock it holds; a new
 * one starts from the product's price and weight.
 */
export function everyCombination(
  product: AdminProduct,
  options: OptionDraft[],
  rows: VariantRow[],
): VariantRow[] {
  const names = options.map((option) => option.name.trim());
  const combinations = options.reduce<string[][]>(
    (made, option) => {
      // An option not yet given values holds its place, empty, so that the others still combine.
      const values = valuesOf(option);
      return made.flatMap((done) => (values.length > 0 ? values : ['']).map((value) => [...done, value]));
    },
    [[]],
  );
  const had = new Map(
    product.variants.map((variant) => [
      combinationOf(names.map((name) => variant.values[name] ?? '')),
      variant,
    ]),
  );
  const present = new Set(rows.map((row) => combinationOf(row.values)));
  const added = combinations
    .filter((values) => !present.has(combinationOf(values)))
    .map((values): VariantRow => {
      const saved = had.get(combinationOf(values));
      if (saved) return rowOf(names, saved);
      return {
        key: rowsMade++,
        values,
        sku: '',
        price: String(product.price),
        compareAtPrice: '',
        weightKg: shown(product.facts.weightKg),
        stock: '0',
      };
    });
  return [...rows, ...added];
}

const numberOf = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/**
 * The body of PUT .../variants from the section as typed. An option left without a name or values is
 * no option; a value left out of a row is left out of its values, which the API refuses in words.
 */
export function variantsBodyOf(options: OptionDraft[], rows: VariantRow[]): ProductVariantsBody {
  const kept = options
    .map((option, place) => ({ name: option.name.trim(), values: valuesOf(option), place }))
    .filter(({ name, values }) => name || values.length > 0);
  return {
    options: kept.map(({ name, values }) => ({ name, values })),
    variants: rows.map((row) => ({
      values: Object.fromEntries(
        kept.map(({ name, place }) => [name, row.values[place] ?? '']).filter(([, value]) => value),
      ),
      sku: row.sku.trim() || null,
      price: numberOf(row.price),
      compareAtPrice: numberOf(row.compareAtPrice),
      weightKg: numberOf(row.weightKg),
      stock: numberOf(row.stock),
      ...(row.loadedStock !== undefined && { loadedStock: row.loadedStock }),
    })),
    // The API checks every value; the section only gathers what was typed.
  } as ProductVariantsBody;
}

/**
 * After a 409, the stock each saved variant holds now: the count the next save starts from. A row whose
 * stock the owner left alone shows the new count; one they changed keeps what they typed.
 */
export const withStockNow = (rows: VariantRow[], now: AdminProduct): VariantRow[] =>
  rows.map((row) => {
    const stock = now.variants.find((variant) => variant.id === row.id)?.stock;
    if (stock === undefined) return row;
    const untouched = row.stock === String(row.loadedStock);
    return { ...row, loadedStock: stock, stock: untouched ? String(stock) : row.stock };
  });
