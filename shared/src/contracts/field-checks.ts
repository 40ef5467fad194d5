/**
 * The contract's own ways of checking fields, where valibot's helpers would answer otherwise than the
 * API always has: a field left out is named with its own message, a multiple of a decimal step is
 * judged as written rather than by binary division, and a number written as text gets one message for
 * its first problem. Open to every contract module, and to the API's own settings.
 */
import * as v from 'valibot';

const OPTIONAL_ENTRY_TYPES = new Set(['optional', 'nullish', 'exact_optional']);

/**
 * An object whose missing fields are checked as fields without a value, so each is named with its own
 * message ('Title is required'), as when it is sent empty, rather than with the object's.
 */
export function fieldsObject<
  const TEntries extends v.ObjectEntries,
  const TMessage extends v.ErrorMessage<v.ObjectIssue> | undefined = undefined,
>(entries: TEntries, message?: TMessage): v.ObjectSchema<TEntries, TMessage> {
  const schema = v.object(entries, message as TMessage);
  const check = schema['~run'];
  return Object.assign(schema, {
    '~run'(this: typeof schema, dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      const input = dataset.value;
      if (input && typeof input === 'object' && !Array.isArray(input)) {
        const missing = Object.keys(this.entries).filter(
          (key) => !(key in input) && !OPTIONAL_ENTRY_TYPES.has(this.entries[key]!.type),
        );
        if (missing.length) {
          dataset.value = { ...input, ...Object.fromEntries(missing.map((key) => [key, undefined])) };
        }
      }
      return check.call(this, dataset, config);
    },
  });
}

/**
 * A number that is `step` times a whole number, decimals counted as written: 2.03 is 0.07 times 29,
 * though the division of their binary fractions is not quite 29.
 */
export const multipleOf = (step: number, message: string) =>
  v.check((value: number) => {
    const ratio = value / step;
    return Math.abs(ratio - Math.round(ratio)) < 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
  }, message);

/**
 * A whole number written as text, as a query string (`?page=2`) or an environment variable carries
 * it, from `min` to `max`. The first check it fails is the one problem named: "1.5" is not a whole
 * number, and not also too small.
 */
export const wholeNumberText = (min: number, max = Number.MAX_SAFE_INTEGER, message?: string) =>
  v.config(
    v.pipe(
      v.unknown(),
      // What the API's documentation can say of it: its checks come after the conversion.
      v.description(`A whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`),
      v.transform(Number),
      v.number(message),
      v.safeInteger(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    { abortPipeEarly: true },
  );

/**
 * Text a back-office form requires, trimmed: "Title is required" when it is missing or blank, "Title
 * can be at most 200 characters" past `max`.
 */
export const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(max, `${label} can be at most ${max.toLocaleString('en-US')} characters`),
  );
