import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, heldAnswer, sentTo } from '@brass/shared/testing/api-mock';
import { renderHere, startAt } from '../../testing/session';
import ForgotPasswordPage from './ForgotPasswordPage';

const sent =
  'If an account uses this email, we have sent it a link to set a new password. The link works for 30 minutes.';

async function askFor(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
}

describe('ForgotPasswordPage', () => {
  it('asks for a link for the email typed and shows what the API answered', async () => {
    startAt('/forgot-password');
    const request = heldAnswer();
    answer('POST /api/users/password-reset', request.answer);
    renderHere(<ForgotPasswordPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
    await askFor('asha@example.in');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    request.release({ message: sent });

    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(sentTo('POST /api/users/password-reset')[0]?.body).toEqual({ email: 'asha@example.in' });
    expect(screen.getByText('Forgot your password?').closest('[data-boundary]')).toHaveAttribute(
      'data-boundary',
      'account',
    );
  });

  it("says the API's refusal beside the form and lets the shopper try again", async () => {
    startAt('/forgot-password');
    answer(
      'POST /api/users/password-reset',
      failure(429, 'Too many requests. Please try again in 6 minutes.'),
    );
    renderHere(<ForgotPasswordPage />);

    await askFor('asha@example.in');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 6 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Send me a link' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
