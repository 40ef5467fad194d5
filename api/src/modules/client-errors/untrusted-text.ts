/**
 * Text anyone could have written (a client error report is anonymous), made fit to show a person
 * who trusts the screen it is on: control and bidirectional-formatting characters (which can hide or
 * reorder what is read) become spaces, runs of white space one space, and it is cut to `max`
 * characters with an ellipsis. The back office shows it as plain text, never as a link.
 */
const hiddenOrReordering = /[\p{Cc}\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/gu;

export function untrustedText(text: string, max: number): string {
  const plain = text.replace(hiddenOrReordering, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...plain];
  return characters.length <= max ? plain : `${characters.slice(0, max - 1).join('')}…`;
}
