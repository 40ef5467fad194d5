/** A post's description is plain text; each non-blank line is one paragraph. */
export function blogParagraphs(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
