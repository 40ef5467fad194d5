import { useAuthStore } from '@brass/shared/auth-store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answer,
  failure,
  heldAnswer,
  networkError,
  sentRequests,
  sentTo,
} from '@brass/shared/testing/api-mock';
import { addressHistory, asha, renderHere, startAt } from '../../testing/session';
import ResetPasswordPage from './ResetPasswordPage';

const changed =
  'Your password has been changed, and every device signed in to your account has been signed out. Please sign in with your new password.';
const expired =
  'This password reset link has expired: a link works for 30 minutes. Please ask for a new one.';

async function setNewPassword(password: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('takes the token out of the address as soon as it has read it, replacing the history entry', async () => {
    startAt('/reset-password?token=secret-from-the-mail&utm_source=mail');
    answer('POST /api/users/password-reset/check', { email: 'asha@example.in' });
    answer('POST /api/users/password-reset/complete', { message: changed });
    renderHere(<ResetPasswordPage />);

    await waitFor(() => expect(addressHistory()).toEqual(['/reset-password?utm_source=mail']));
    await setNewPassword('bell-metal-uruli');
    expect(await screen.findByRole('status')).toHaveTextContent(changed);
    expect(sentTo('POST /api/users/password-reset/complete')[0]?.body).toEqual({
      token: 'secret-from-the-mail',
      password: 'bell-metal-uruli',
    });
  });

  it('checks the link, names its account, sets the new password and asks the shopper to sign in', async () => {
    startAt('/reset-password?token=secret-from-the-mail');
    const check = heldAnswer();
    answer('POST /api/users/password-reset/check', check.answer);
    answer('POST /api/users/password-reset/complete', { message: changed });
    renderHere(<ResetPasswordPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    check.release({ email: 'asha@example.in' });

    const account = await screen.findByLabelText('Email');
    expect(account).toHaveValue('asha@example.in');
    expect(account).toHaveAttribute('readonly');
    expect(account).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText('New password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    await setNewPassword('bell-metal-uruli');

    expect(await screen.findByRole('status')).toHaveTextContent(changed);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(sentTo('POST /api/users/password-reset/check')[0]?.body).toEqual({
      token: 'secret-from-the-mail',
    });
    expect(sentTo('POST /api/users/password-reset/complete')[0]?.body).toEqual({
      token: 'secret-from-the-mail',
      password: 'bell-metal-uruli',
    });
  });

  it('signs this browser out too when the shopper was signed in', async () => {
    startAt('/reset-password?token=secret-2');
    useAuthStore.getState().login(asha);
    answer('POST /api/users/password-reset/check', { email: asha.user.email });
    answer('POST /api/users/password-reset/complete', { message: changed });
    answer('POST /api/users/logout', { message: 'You are logged out' });
    renderHere(<ResetPasswordPage />);

    await setNewPassword('bell-metal-uruli');

    expect(await screen.findByRole('status')).toHaveTextContent(changed);
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    await waitFor(() => expect(sentTo('POST /api/users/logout')).toHaveLength(1));
  });

  it('says which password rule a refused password breaks, and keeps the form', async () => {
    startAt('/reset-password?token=secret-3');
    answer('POST /api/users/password-reset/check', { email: 'asha@example.in' });
    const common =
      'Password must not be one of the 50,000 most common passwords. Please choose a less common one';
    answer('POST /api/users/password-reset/complete', failure(400, common));
    renderHere(<ResetPasswordPage />);

    await setNewPassword('Password123');

    expect(await screen.findByRole('alert')).toHaveTextContent(common);
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });

  it('says an expired or used link cannot be used, before any password is typed, with a way to ask again', async () => {
    startAt('/reset-password?token=old-link');
    answer('POST /api/users/password-reset/check', failure(410, expired));
    renderHere(<ResetPasswordPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says so when the link was spent while the page was open', async () => {
    startAt('/reset-password?token=raced');
    answer('POST /api/users/password-reset/check', { email: 'asha@example.in' });
    const used = 'This password reset link has already been used. Please ask for a new one if you need it.';
    answer('POST /api/users/password-reset/complete', failure(409, used));
    renderHere(<ResetPasswordPage />);

    await setNewPassword('bell-metal-uruli');

    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('says a link without its token, or one the API does not know, is not valid', async () => {
    const notValid = 'This password reset link is not valid. Please ask for a new one.';
    startAt('/reset-password');
    const { unmount } = renderHere(<ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(notValid);
    expect(sentRequests()).toEqual([]);
    unmount();

    startAt('/reset-password?token=cut-sho');
    answer('POST /api/users/password-reset/check', failure(400, 'token: Too big'));
    renderHere(<ResetPasswordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(notValid);
  });

  it('offers Retry when the link could not be checked at all', async () => {
    startAt('/reset-password?token=secret-4');
    answer('POST /api/users/password-reset/check', networkError());
    renderHere(<ResetPasswordPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your link.');
    answer('POST /api/users/password-reset/check', { email: 'asha@example.in' });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(sentTo('POST /api/users/password-reset/check')).toHaveLength(2);
  });
});
