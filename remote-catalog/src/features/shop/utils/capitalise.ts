/** Categories are stored lowercase ('idol set'); the filter shows them as 'Idol set'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
