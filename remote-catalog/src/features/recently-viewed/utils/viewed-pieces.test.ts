import { MAX_VIEWED_PIECES, rememberViewed, viewedPieces } from './viewed-pieces';

const piece = (id: string) => ({ id, name: `Piece ${id}`, image: `/images/${id}.webp` });

describe('viewed pieces', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the latest first, each piece once, and forgets beyond the most it keeps', () => {
    rememberViewed(piece('a'));
    rememberViewed(piece('b'));
    rememberViewed(piece('a'));
    expect(viewedPieces().map(({ id }) => id)).toEqual(['a', 'b']);

    for (let index = 0; index < MAX_VIEWED_PIECES + 3; index++) rememberViewed(piece(`p${index}`));
    const ids = viewedPieces().map(({ id }) => id);
    expect(ids).toHaveLength(MAX_VIEWED_PIECES);
    expect(ids[0]).toBe(`p${MAX_VIEWED_PIECES + 2}`);
  });

  it('reads nothing from a storage that holds something else', () => {
    localStorage.setItem('recentlyViewed', '{not json');
    expect(viewedPieces()).toEqual([]);
    localStorage.setItem('recentlyViewed', JSON.stringify([piece('a'), { id: 7 }, null]));
    expect(viewedPieces()).toEqual([piece('a')]);
  });
});
