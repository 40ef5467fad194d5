import { useAuthStore } from '@brass/shared/auth-store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { answer, failure, heldAnswer, sentRequests, sentTo } from '@brass/shared/testing/api-mock';
import { asha, renderHere, startAt } from '../../testing/session';
import ConfirmEmailPage from './ConfirmEmailPage';

describe('ConfirmEmailPage', () => {
  it('confirms the email with the token of the link, once, and says so', async () => {
    startAt('/confirm-email?token=secret-from-the-mail');
    const confirmation = heldAnswer();
    answer('POST /api/users/confirm-email', confirmation.answer);
    // Strict mode mounts the page twice: the link must still be spent only once.
    renderHere(
      <StrictMode>
        <ConfirmEmailPage />
      </StrictMode>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email...');
    confirmation.release({ message: 'Thank you! Your email is confirmed.' });

    expect(await screen.findByText('Thank you! Your email is confirmed.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(sentTo('POST /api/users/confirm-email')).toEqual([
      expect.objectContaining({ body: { token: 'secret-from-the-mail' } }),
    ]);
    expect(screen.getByText('Confirm your email').closest('[data-boundary]')).toHaveAttribute(
      'data-boundary',
      'account',
    );
  });

  it("shows the server's message for a spent or expired link, and a way to sign in", async () => {
    startAt('/confirm-email?token=old-link');
    answer(
      'POST /api/users/confirm-email',
      failure(410, 'This confirmation link has expired. Sign in and ask for a new one.'),
    );
    renderHere(<ConfirmEmailPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link has expired. Sign in and ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('lets a signed-in shopper ask for a new link when theirs no longer works', async () => {
    startAt('/confirm-email?token=old-link-2');
    useAuthStore.getState().login(asha);
    answer(
      'POST /api/users/confirm-email',
      failure(410, 'This confirmation link has expired. Sign in and ask for a new one.'),
    );
    answer('POST /api/users/confirm-email/resend', {
      message: 'We have sent a new confirmation link to asha@example.in.',
    });
    renderHere(<ConfirmEmailPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));

    expect(
      await screen.findByText('We have sent a new confirmation link to asha@example.in.'),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(sentTo('POST /api/users/confirm-email/resend')).toHaveLength(1));
    expect(sentTo('POST /api/users/confirm-email/resend')[0]?.authorization).toBe(`Bearer ${asha.token}`);
  });

  it('says a link without its token is not valid, without asking the API', () => {
    startAt('/confirm-email');
    renderHere(<ConfirmEmailPage />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid. Please use the link in the latest email we sent you.',
    );
    expect(sentRequests()).toEqual([]);
  });
});
