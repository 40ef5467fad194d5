/** A stored number; a row that is no number (edited by hand) counts as not stored. */
export function storedNumber(stored: Map<string, string>, key: string): number | undefined {
  const text = stored.get(key)?.trim();
  const value = text ? Number(text) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
}
