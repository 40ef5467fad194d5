import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { giftOf, NO_GIFT, type GiftChoice } from '../utils/gift-choice';
import { GiftOption } from './GiftOption';

const changes = vi.fn<(gift: GiftChoice) => void>();
/** The gift option the order would carry now. */
const sent = () => giftOf(changes.mock.lastCall?.[0] ?? NO_GIFT);

function Checkout() {
  const [gift, setGift] = useState(NO_GIFT);
  const change = (next: GiftChoice) => {
    changes(next);
    setGift(next);
  };
  return <GiftOption value={gift} onChange={change} />;
}

describe('GiftOption', () => {
  it('asks for a message only once the order is a gift, ticked from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Checkout />);
    expect(screen.getByRole('region', { name: 'Gift' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Gift message' })).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'This order is a gift' })).toHaveFocus();
    await user.keyboard(' ');
    const message = screen.getByRole('textbox', { name: 'Gift message' });
    expect(message).toHaveAccessibleDescription(
      'Optional. We print it on the packing slip, which shows no prices. 250 characters left',
    );
    expect(sent()).toEqual({});

    await user.tab();
    expect(message).toHaveFocus();
    await user.keyboard('  Happy Diwali!  ');
    expect(screen.getByText('233 characters left')).toBeInTheDocument();
    expect(sent()).toEqual({ message: 'Happy Diwali!' });

    await user.click(screen.getByRole('checkbox', { name: 'This order is a gift' }));
    expect(screen.queryByRole('textbox', { name: 'Gift message' })).not.toBeInTheDocument();
    expect(sent()).toBeUndefined();
  });

  it('takes no more than 250 characters', async () => {
    render(<Checkout />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'This order is a gift' }));
    const message = screen.getByRole('textbox', { name: 'Gift message' });
    expect(message).toHaveAttribute('maxlength', '250');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(250));
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });
});
