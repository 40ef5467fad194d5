/** A piece as the strip shows it: its name and photo, never a price that may have changed since. */
export interface ViewedPiece {
  id: string;
  name: string;
  /** The product's main image path, as the API gives it. */
  image: string;
}

const STORAGE_KEY = 'recentlyViewed';
/** Enough for a strip of cards; older pieces are forgotten. */
export const MAX_VIEWED_PIECES = 8;

const isViewedPiece = (value: unknown): value is ViewedPiece =>
  typeof value === 'object' &&
  value !== null &&
  ['id', 'name', 'image'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** What the storage holds of them, as text: the same text while nothing changed, for React to compare. */
export function storedViewedPieces(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The pieces in `stored`, the latest first; whatever it holds that is not one is left out. */
export function viewedPiecesIn(stored: string | null): ViewedPiece[] {
  try {
    const pieces: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(pieces) ? pieces.filter(isViewedPiece).slice(0, MAX_VIEWED_PIECES) : [];
  } catch {
    return [];
  }
}

/** The pieces this browser opened, the latest first. */
export const viewedPieces = () => viewedPiecesIn(storedViewedPieces());

/** Puts the piece first, once, and keeps the latest `MAX_VIEWED_PIECES`. Storage refused: nothing is kept. */
export function rememberViewed(piece: ViewedPiece): void {
  const pieces = [piece, ...viewedPieces().filter((kept) => kept.id !== piece.id)].slice(
    0,
    MAX_VIEWED_PIECES,
  );
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(pieces));
  } catch {
    // Private browsing or a full storage: the strip is a convenience, the page goes on without it.
  }
}
