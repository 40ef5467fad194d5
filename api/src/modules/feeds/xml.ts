/**
 * What the sitemap and the product feed need to write XML by hand: text escaped for an element or an
 * attribute, and addresses made absolute. The documents are flat lists of short elements, so a string
 * written in one pass is all they take.
 */

/**
 * Characters XML 1.0 allows nowhere, not even escaped: the C0 controls but tab, newline and carriage
 * return, U+FFFE and U+FFFF, and a surrogate without its pair. A product's text pasted from elsewhere
 * may carry one; a parser would refuse the whole document for it.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `text` as the content of an element or an attribute's value. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** One element with text content: `<name>text</name>`. */
export function element(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`;
}

/** The first `max` characters of `text` (whole code points, so no surrogate pair is cut in two). */
export function atMost(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

/**
 * An address the API names (a path under /images/ it serves, or an absolute address such as a
 * bucket's) as an absolute address: a path is on `origin`, where browsers reach the API.
 */
export function absoluteUrl(address: string, origin: string): string {
  return new URL(address, origin).href;
}

/**
 * The largest file of a product photo: photos are kept 240, 480 and 960 pixels wide, and a product
 * names its 480 one (`<stem>-480.webp`). Search engines and Merchant Center take the largest.
 */
export function largestPhoto(address: string): string {
  return address.replace(/-480(\.[a-z]+)$/i, '-960$1');
}

/**
 * A date as a W3C Datetime to the second, in UTC (`2026-11-23T10:15:00+00:00`), the form sitemaps.org
 * asks for `lastmod`.
 */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
