import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, networkError, pending, sentTo } from '@brass/shared/testing/api-mock';
import { DeliveryCheck } from './DeliveryCheck';

const ESTIMATE = 'GET /api/delivery-estimate';

function renderCheck() {
  render(<DeliveryCheck productId="nataraja" />);
  return {
    user: userEvent.setup(),
    pincode: screen.getByRole('textbox', { name: 'Check delivery' }),
    check: screen.getByRole('button', { name: 'Check' }),
    answerLine: screen.getByRole('status'),
  };
}

describe('DeliveryCheck', () => {
  it("says by which day a piece reaches the pincode, from the API's date", async () => {
    answer(ESTIMATE, { pincode: '600042', serviceable: true, estimatedDays: 2, deliversBy: '2026-11-27' });
    const { user, pincode, check, answerLine } = renderCheck();

    await user.type(pincode, '600042');
    await user.click(check);

    expect(await screen.findByText('Friday, 27 November')).toBeVisible();
    expect(answerLine).toHaveTextContent('Delivers by Friday, 27 November');
    expect(sentTo(ESTIMATE).map((request) => request.query)).toEqual([
      { pincode: '600042', productId: 'nataraja' },
    ]);
  });

  it('asks with Enter too', async () => {
    answer(ESTIMATE, { pincode: '560001', serviceable: true, estimatedDays: 4, deliversBy: '2026-11-30' });
    const { user, pincode, answerLine } = renderCheck();

    await user.type(pincode, '560001{Enter}');
    expect(await screen.findByText('Monday, 30 November')).toBeVisible();
    expect(answerLine).toHaveTextContent('Delivers by Monday, 30 November');
  });

  it('says the shop does not deliver to a pincode no courier serves', async () => {
    answer(ESTIMATE, { pincode: '901234', serviceable: false, estimatedDays: null, deliversBy: null });
    const { user, pincode, check, answerLine } = renderCheck();

    await user.type(pincode, '901234');
    await user.click(check);
    expect(await screen.findByText('We do not deliver to 901234 yet')).toBeVisible();
    expect(answerLine).toHaveClass('bad');
  });

  it('refuses letters as they are typed, saying what a pincode is, and asks nothing', async () => {
    const { user, pincode, check, answerLine } = renderCheck();

    await user.type(pincode, '60a0b');
    expect(pincode).toHaveValue('600');
    expect(answerLine).toHaveTextContent('Enter a 6-digit pincode');
    expect(pincode).toHaveAttribute('aria-invalid', 'true');
    expect(pincode).toHaveAccessibleDescription('Enter a 6-digit pincode');

    await user.type(pincode, '042');
    expect(pincode).toHaveValue('600042');
    expect(answerLine).toHaveTextContent('');
    expect(pincode).not.toHaveAttribute('aria-invalid');

    await user.clear(pincode);
    await user.type(pincode, '0600');
    await user.click(check);
    expect(answerLine).toHaveTextContent('Enter a 6-digit pincode');
    expect(sentTo(ESTIMATE)).toEqual([]);
  });

  it('takes at most six digits, spaces of a pasted pincode left out', async () => {
    const { user, pincode } = renderCheck();
    await user.click(pincode);
    await user.paste('600 042');
    expect(pincode).toHaveValue('600042');
  });

  it("shows the API's message when the date cannot be checked, and asks again on Check", async () => {
    answer(
      ESTIMATE,
      failure(503, 'Delivery dates cannot be checked just now. Please try again in a few minutes.'),
    );
    const { user, pincode, check, answerLine } = renderCheck();

    await user.type(pincode, '600042');
    await user.click(check);
    expect(
      await screen.findByText(
        'Delivery dates cannot be checked just now. Please try again in a few minutes.',
      ),
    ).toBeVisible();

    answer(ESTIMATE, { pincode: '600042', serviceable: true, estimatedDays: 2, deliversBy: '2026-11-27' });
    await user.click(check);
    expect(await screen.findByText('Friday, 27 November')).toBeVisible();
    expect(answerLine).toHaveTextContent('Delivers by Friday, 27 November');
    expect(sentTo(ESTIMATE)).toHaveLength(2);
  });

  it('says so when the shop cannot be reached', async () => {
    answer(ESTIMATE, networkError());
    const { user, pincode, check } = renderCheck();

    await user.type(pincode, '600042');
    await user.click(check);
    expect(await screen.findByText('Could not reach the shop. Please check your connection.')).toBeVisible();
  });

  it('says it is checking while the answer comes', async () => {
    answer(ESTIMATE, pending());
    const { user, pincode, check, answerLine } = renderCheck();

    await user.type(pincode, '600042');
    await user.click(check);
    expect(answerLine).toHaveTextContent('Checking…');
  });
});
