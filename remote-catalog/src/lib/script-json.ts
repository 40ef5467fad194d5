/** JSON to write inside a script element: a '</script>' in the data must not end the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
