import { render, screen } from '@testing-library/react';
import { StockNote } from './StockNote';

describe('StockNote', () => {
  it.each([
    [0, 'Out of stock', 'out'],
    [1, 'Only 1 left', 'low'],
    [5, 'Only 5 left', 'low'],
    [6, 'In stock', 'in'],
  ])('says %i pieces as %s, coloured as %s', (stock, label, level) => {
    render(<StockNote stock={stock} showInStock />);
    expect(screen.getByText(label)).toHaveClass('note', level);
  });

  it('leaves plenty unsaid unless asked, as cards do', () => {
    const { container } = render(<StockNote stock={25} />);
    expect(container).toBeEmptyDOMElement();
  });
});
