/**
 * The API's 400 `{ message }` split by field: it writes each problem as `path: message` (such as
 * `contact.phone: Phone must be ...`), joined by "; ". A problem naming no field the form knows is
 * kept under `form`, to show above the buttons.
 */
export function fieldProblems(message: string, fields: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const separator = part.indexOf(': ');
    const path = separator > 0 ? part.slice(0, separator) : '';
    // `paragraphs.2` is a problem of the paragraphs field.
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    const key = field ?? 'form';
    const text = field ? part.slice(separator + 2) : part;
    problems[key] = problems[key] ? `${problems[key]} ${text}` : text;
  }
  return problems;
}
