import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@brass/shared/constants';
import { QuantityStepper } from './QuantityStepper';

function Stepper({ initial = 1, max }: { initial?: number; max?: number }) {
  const [quantity, setQuantity] = useState(initial);
  return <QuantityStepper value={quantity} onChange={setQuantity} max={max} />;
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('QuantityStepper', () => {
  it('starts at 1 with minus disabled, and counts up and down', async () => {
    render(<Stepper />);
    const user = userEvent.setup();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });

    expect(field()).toHaveValue(1);
    expect(minus).toBeDisabled();

    await user.click(plus);
    await user.click(plus);
    expect(field()).toHaveValue(3);
    expect(minus).toBeEnabled();

    await user.click(minus);
    expect(field()).toHaveValue(2);
  });

  it('never goes below 1', async () => {
    render(<Stepper initial={2} />);
    const user = userEvent.setup();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });

    await user.click(minus);
    expect(field()).toHaveValue(1);
    await user.click(minus);
    expect(field()).toHaveValue(1);
  });

  it('takes a typed quantity, held between 1 and the most an order line allows', () => {
    render(<Stepper />);

    fireEvent.change(field(), { target: { value: '7' } });
    expect(field()).toHaveValue(7);
    fireEvent.change(field(), { target: { value: '0' } });
    expect(field()).toHaveValue(1);
    fireEvent.change(field(), { target: { value: '-4' } });
    expect(field()).toHaveValue(1);
    fireEvent.change(field(), { target: { value: '2.7' } });
    expect(field()).toHaveValue(2);
    fireEvent.change(field(), { target: { value: '5000' } });
    expect(field()).toHaveValue(MAX_LINE_QUANTITY);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('stops at its most, such as the pieces in stock, when counting or typing', async () => {
    render(<Stepper max={2} />);
    const user = userEvent.setup();
    const plus = screen.getByRole('button', { name: 'Increase quantity' });

    await user.click(plus);
    expect(field()).toHaveValue(2);
    expect(plus).toBeDisabled();
    await user.click(plus);
    expect(field()).toHaveValue(2);
    fireEvent.change(field(), { target: { value: '9' } });
    expect(field()).toHaveValue(2);
    expect(field()).toHaveAttribute('max', '2');
  });

  it('ignores a field left empty', () => {
    render(<Stepper initial={4} />);

    fireEvent.change(field(), { target: { value: '' } });
    expect(field()).toHaveValue(4);
  });
});
