import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { businessOf, businessProblemsOf, NO_BUSINESS } from '../utils/business-choice';
import { BusinessBuyerFields } from './BusinessBuyerFields';

const tamilNadu = { country: 'India', region: 'Tamil Nadu' } as const;

/** The fields as the checkout holds them, with its "Place Order" stopping on what is wrong. */
function Checkout({ onPlaced }: { onPlaced: (business: unknown) => void }) {
  const [value, setValue] = useState(NO_BUSINESS);
  const [tries, setTries] = useState(0);
  const problems = businessProblemsOf(value, tamilNadu);
  return (
    <>
      <BusinessBuyerFields value={value} onChange={setValue} problems={problems} tries={tries} />
      <button
        type="button"
        onClick={() =>
          Object.keys(problems).length > 0 ? setTries((count) => count + 1) : onPlaced(businessOf(value))
        }
      >
        Place Order
      </button>
    </>
  );
}

describe('BusinessBuyerFields', () => {
  it('asks for the GSTIN and the registered name once the shopper says it is a business', async () => {
    const onPlaced = vi.fn();
    render(<Checkout onPlaced={onPlaced} />);
    expect(screen.queryByRole('textbox', { name: 'GSTIN' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Buying for a business? Put its GSTIN on the invoice'));
    await userEvent.type(screen.getByRole('textbox', { name: 'GSTIN' }), ' 33aaach7409r1z8');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Registered business name' }),
      'Sri Murugan Pooja Stores ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlaced).toHaveBeenCalledWith({ gstin: '33AAACH7409R1Z8', name: 'Sri Murugan Pooja Stores' });
  });

  it('stops the order on a mistyped GSTIN or one of another state, saying why beside the field', async () => {
    const onPlaced = vi.fn();
    render(<Checkout onPlaced={onPlaced} />);
    await userEvent.click(screen.getByLabelText('Buying for a business? Put its GSTIN on the invoice'));
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await userEvent.type(gstin, '33AAACH7409R1Z9');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlaced).not.toHaveBeenCalled();
    expect(gstin).toHaveAccessibleDescription(
      'Enter the 15-character GSTIN of your business, such as 27AAPFU0939F1ZV. 15 characters, of your business in the state the order goes to.',
    );
    expect(gstin).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Registered business name' })).toHaveAccessibleDescription(
      'Enter the name your business is registered under.',
    );

    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27AAPFU0939F1ZV');
    await userEvent.type(screen.getByRole('textbox', { name: 'Registered business name' }), 'Pune Traders');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onPlaced).not.toHaveBeenCalled();
    expect(gstin).toHaveAccessibleDescription(
      "This GSTIN is registered in Maharashtra, but the order goes to Tamil Nadu: give your business's GSTIN in Tamil Nadu. 15 characters, of your business in the state the order goes to.",
    );
  });

  it('sends no business for a shopper who leaves the box unticked', () => {
    expect(businessOf(NO_BUSINESS)).toBeUndefined();
    expect(businessProblemsOf({ isBusiness: false, gstin: 'x', name: '' }, tamilNadu)).toEqual({});
  });
});
