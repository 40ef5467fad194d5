import type { ProductFacets } from '@brass/shared/contracts/catalog';
import { chosenLabel, filterGroups } from './filter-groups';

const facets: ProductFacets = {
  category: [{ value: 'lamps', count: 9 }],
  price: [
    { value: 'under-1000', count: 4 },
    { value: '1000-2500', count: 5 },
  ],
  material: [{ value: 'Brass', count: 9 }],
  finish: [
    { value: 'Antique', count: 6 },
    { value: 'Polished', count: 3 },
  ],
  collection: [
    { value: 'new-arrival', count: 2 },
    { value: 'most-popular', count: 0 },
  ],
  inStock: 8,
};

const namesOf = (groups: ReturnType<typeof filterGroups>) => groups.map((group) => group.name);
const groupOf = (groups: ReturnType<typeof filterGroups>, name: string) =>
  groups.find((group) => group.name === name)?.options;

describe('filterGroups', () => {
  it('before the counts arrive, offers every price band and collection, and no finish or material it cannot name', () => {
    const groups = filterGroups(undefined, {});
    expect(namesOf(groups)).toEqual(['price', 'collection']);
    expect(groupOf(groups, 'price')?.map((option) => option.label)).toEqual([
      'Any price',
      'Under ₹1,000',
      '₹1,000 to ₹2,500',
      '₹2,500 to ₹5,000',
      '₹5,000 to ₹10,000',
      'Over ₹10,000',
    ]);
    expect(groupOf(groups, 'collection')).toEqual([
      { value: undefined, label: 'Any collection' },
      { value: 'new-arrival', label: 'New arrival', count: undefined },
      { value: 'most-popular', label: 'Most popular', count: undefined },
    ]);
  });

  it('offers only the values that would show something, with their counts', () => {
    const groups = filterGroups(facets, {});
    expect(namesOf(groups)).toEqual(['price', 'finish', 'collection']);
    expect(groupOf(groups, 'price')).toEqual([
      { value: undefined, label: 'Any price' },
      { value: 'under-1000', label: 'Under ₹1,000', count: 4 },
      { value: '1000-2500', label: '₹1,000 to ₹2,500', count: 5 },
    ]);
    expect(groupOf(groups, 'finish')).toEqual([
      { value: undefined, label: 'Any finish' },
      { value: 'Antique', label: 'Antique', count: 6 },
      { value: 'Polished', label: 'Polished', count: 3 },
    ]);
    expect(groupOf(groups, 'collection')).toEqual([
      { value: undefined, label: 'Any collection' },
      { value: 'new-arrival', label: 'New arrival', count: 2 },
    ]);
  });

  it('keeps a chosen value that would show nothing now, so it can be seen and changed', () => {
    const groups = filterGroups(facets, {
      price: 'over-10000',
      finish: 'Gilded',
      collection: 'most-popular',
    });
    expect(groupOf(groups, 'price')?.at(-1)).toEqual({
      value: 'over-10000',
      label: 'Over ₹10,000',
      count: 0,
    });
    expect(groupOf(groups, 'finish')?.at(-1)).toEqual({ value: 'Gilded', label: 'Gilded', count: 0 });
    expect(groupOf(groups, 'collection')?.at(-1)).toEqual({
      value: 'most-popular',
      label: 'Most popular',
      count: 0,
    });
  });

  it('offers material only when there is more than one to choose, or one is chosen', () => {
    expect(namesOf(filterGroups({ ...facets, material: [] }, {}))).not.toContain('material');
    expect(namesOf(filterGroups(facets, {}))).not.toContain('material');
    expect(namesOf(filterGroups(facets, { material: 'Brass' }))).toContain('material');
    const two = filterGroups(
      {
        ...facets,
        material: [
          { value: 'Brass', count: 9 },
          { value: 'Bronze', count: 1 },
        ],
      },
      {},
    );
    expect(groupOf(two, 'material')?.map((option) => option.label)).toEqual([
      'Any material',
      'Brass',
      'Bronze',
    ]);
  });
});

describe('chosenLabel', () => {
  it('reads a chosen value in the shop’s words', () => {
    expect(chosenLabel('category', 'idol set')).toBe('Idol set');
    expect(chosenLabel('price', '2500-5000')).toBe('₹2,500 to ₹5,000');
    expect(chosenLabel('collection', 'new-arrival')).toBe('New arrival');
    expect(chosenLabel('inStock', 'true')).toBe('In stock only');
    expect(chosenLabel('finish', 'Antique')).toBe('Antique');
  });
});
