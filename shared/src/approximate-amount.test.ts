import { approximateAmount, formatApproximate } from './approximate-amount';

const rates = { USD: { rupees: 84.5, setOn: '2026-11-20' }, GBP: { rupees: 107.25, setOn: '2026-11-21' } };

describe('approximateAmount', () => {
  it('converts rupees at the owner’s rate of the shopper’s currency, to the cent', () => {
    expect(approximateAmount(4400, 'United States', rates)).toEqual({
      currency: 'USD',
      amount: 52.07,
      setOn: '2026-11-20',
    });
    expect(approximateAmount(4400, 'United Kingdom', rates)).toEqual({
      currency: 'GBP',
      amount: 41.03,
      setOn: '2026-11-21',
    });
  });

  it('shows nothing in India or while the owner has set no rate', () => {
    expect(approximateAmount(4400, 'India', rates)).toBeNull();
    expect(approximateAmount(4400, 'United Kingdom', { ...rates, GBP: null })).toBeNull();
  });

  it('is always written as approximate, in the currency’s own format', () => {
    expect(formatApproximate({ currency: 'USD', amount: 1234.5, setOn: '2026-11-20' })).toBe(
      'approx. $1,234.50',
    );
    expect(formatApproximate({ currency: 'GBP', amount: 41.03, setOn: '2026-11-21' })).toBe('approx. £41.03');
  });
});
