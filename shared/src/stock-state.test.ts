import { LOW_STOCK_THRESHOLD, MAX_LINE_QUANTITY } from './constants';
import { mostPerLine, shortOfStockMessage, stockState } from './stock-state';

describe('stockState', () => {
  it('says a product with none left is out of stock', () => {
    expect(stockState(0)).toEqual({ level: 'out', label: 'Out of stock' });
  });

  it('counts the pieces left from 1 to the low-stock threshold', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(stockState(1)).toEqual({ level: 'low', label: 'Only 1 left' });
    expect(stockState(2)).toEqual({ level: 'low', label: 'Only 2 left' });
    expect(stockState(5)).toEqual({ level: 'low', label: 'Only 5 left' });
  });

  it('says in stock above the threshold', () => {
    expect(stockState(6)).toEqual({ level: 'in', label: 'In stock' });
    expect(stockState(25)).toEqual({ level: 'in', label: 'In stock' });
  });
});

describe('shortOfStockMessage', () => {
  it("speaks as the API's refusal of an order does", () => {
    expect(shortOfStockMessage('Brass Ganesha', 2)).toBe('Only 2 left of Brass Ganesha');
    expect(shortOfStockMessage('Brass Ganesha', 0)).toBe('Brass Ganesha is out of stock');
  });
});

describe('mostPerLine', () => {
  it('is the stock, never past the most one order line takes', () => {
    expect(mostPerLine(0)).toBe(0);
    expect(mostPerLine(2)).toBe(2);
    expect(mostPerLine(5000)).toBe(MAX_LINE_QUANTITY);
  });

  it('holds a line of unknown stock only by the line limit', () => {
    expect(mostPerLine(undefined)).toBe(MAX_LINE_QUANTITY);
  });
});
