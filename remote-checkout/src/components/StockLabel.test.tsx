import type { CartItem } from '@brass/shared/cart-store';
import { render, screen } from '@testing-library/react';
import { StockLabel } from './StockLabel';

const line: CartItem = { id: 'diya', name: 'Kuthu Vilakku', image: '', price: 899, quantity: 2 };

describe('StockLabel', () => {
  it("says 'Only N left', marked short when the line asks for more", () => {
    const { rerender } = render(<StockLabel item={{ ...line, stock: 3 }} />);
    expect(screen.getByText('Only 3 left')).not.toHaveClass('short');
    rerender(<StockLabel item={{ ...line, stock: 1 }} />);
    expect(screen.getByText('Only 1 left')).toHaveClass('label', 'short');
  });

  it("says 'Out of stock' for a sold-out product", () => {
    render(<StockLabel item={{ ...line, stock: 0 }} />);
    expect(screen.getByText('Out of stock')).toHaveClass('short');
  });

  it('names the count of a well-stocked product when the line asks for more', () => {
    render(<StockLabel item={{ ...line, quantity: 30, stock: 25 }} />);
    expect(screen.getByText('Only 25 left')).toHaveClass('short');
  });

  it('says nothing of plenty, or of a count not known yet', () => {
    const { container, rerender } = render(<StockLabel item={{ ...line, stock: 25 }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<StockLabel item={line} />);
    expect(container).toBeEmptyDOMElement();
  });
});
