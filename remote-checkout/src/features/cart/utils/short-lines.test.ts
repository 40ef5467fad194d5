import type { CartItem } from '@brass/shared/cart-store';
import { shortLines } from './short-lines';

const line = (id: string, quantity: number, stock?: number): CartItem => ({
  id,
  name: `Brass ${id}`,
  image: '',
  price: 500,
  quantity,
  ...(stock === undefined ? {} : { stock }),
});

describe('shortLines', () => {
  it('gives the lines asking for more than the stock holds', () => {
    const short = line('urli', 3, 2);
    const empty = line('bell', 1, 0);
    expect(shortLines([line('diya', 2, 2), short, empty, line('lamp', 1, 25)])).toEqual([short, empty]);
  });

  it('does not count a line whose stock is not known yet as short', () => {
    expect(shortLines([line('diya', 40)])).toEqual([]);
  });
});
