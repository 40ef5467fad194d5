/** `%`, `_` and `\` typed into a search box are looked for as themselves in a LIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
