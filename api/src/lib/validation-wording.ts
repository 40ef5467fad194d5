/**
 * The API's words for a value its schema refuses, where the contract gives none of its own: "name:
 * Required", "page: Too small: expected number to be >=1". Clients and their tests read these texts,
 * so they stay the same whatever library checks the values.
 */
import type * as v from 'valibot';

/** What a value is, as the words name it: array and null apart from object, NaN apart from number. */
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

/** "Too small: expected string to have >=1 characters", "Too big: expected number to be <=100". */
function sizeWords(issue: v.BaseIssue<unknown>, bound: string): string {
  const kind = kindOf(issue.input);
  const unit = kind === 'string' ? 'characters' : kind === 'array' ? 'items' : undefined;
  return unit
    ? `expected ${kind} to have ${bound}${String(issue.requirement)} ${unit}`
    : `expected ${kind} to be ${bound}${String(issue.requirement)}`;
}

const boundOf: Record<string, [words: string, bound: string]> = {
  min_length: ['Too small', '>='],
  min_value: ['Too small', '>='],
  gt_value: ['Too small', '>'],
  max_length: ['Too big', '<='],
  max_value: ['Too big', '<='],
  lt_value: ['Too big', '<'],
};

const formatNames: Record<string, string> = {
  email: 'email address',
  url: 'URL',
  iso_timestamp: 'ISO datetime',
  iso_date: 'ISO date',
  uuid: 'UUID',
};

export function wordingOf(issue: v.BaseIssue<unknown>): string {
  const bound = boundOf[issue.type];
  if (bound) return `${bound[0]}: ${sizeWords(issue, bound[1])}`;
  if (issue.type === 'length') {
    const short = kindOf(issue.input) === 'string' ? (issue.input as string).length : 0;
    return `${short < Number(issue.requirement) ? 'Too small' : 'Too big'}: ${sizeWords(issue, 'exactly ')}`;
  }
  if (issue.type === 'picklist') {
    // valibot lists the options as ("a" | "b").
    const options = issue.expected?.replace(/^\((.*)\)$/, '$1').replaceAll(' | ', '|');
    return `Invalid option: expected one of ${options ?? ''}`;
  }
  if (issue.type === 'literal') return `Invalid input: expected ${issue.expected ?? ''}`;
  if (issue.type === 'starts_with') return `Invalid string: must start with "${String(issue.requirement)}"`;
  if (issue.type === 'regex') return `Invalid string: must match pattern ${String(issue.requirement)}`;
  if (issue.type === 'integer' || issue.type === 'safe_integer') {
    return `Invalid input: expected int, received ${kindOf(issue.input)}`;
  }
  const format = formatNames[issue.type];
  if (format) return `Invalid ${format}`;
  // Before the general case below: an unknown key is a schema issue too, expecting "never".
  if (issue.type === 'strict_object') return `Unrecognized key: ${issue.received}`;
  if (issue.kind === 'schema' && issue.expected && !/[|&]/.test(issue.expected)) {
    if (issue.input === undefined) return 'Required';
    return `Invalid input: expected ${issue.expected.toLowerCase()}, received ${kindOf(issue.input)}`;
  }
  return 'Invalid input';
}
