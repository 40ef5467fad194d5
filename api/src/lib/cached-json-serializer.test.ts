import { describe, expect, it } from 'vitest';
import { cachedJsonSerializer } from './cached-json-serializer.js';

describe('cachedJsonSerializer', () => {
  it('serialises an object once and answers the same JSON for the same object', () => {
    const serialize = cachedJsonSerializer();
    const catalogue = [{ _id: 'diya', price: 450 }];
    const first = serialize(catalogue);
    catalogue[0]!.price = 999;
    expect(serialize(catalogue)).toBe(first);
    expect(JSON.parse(first)).toEqual([{ _id: 'diya', price: 450 }]);
  });

  it('serialises a new object afresh, and plain values as JSON', () => {
    const serialize = cachedJsonSerializer();
    expect(serialize({ message: 'Product not found' })).toBe('{"message":"Product not found"}');
    expect(serialize(null)).toBe('null');
  });
});
