import { useAuthStore } from '@brass/shared/auth-store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, malformed, networkError, sentTo } from '@brass/shared/testing/api-mock';
import { asha, currentPath, renderHere, startAt } from '../../testing/session';
import RegisterPage from './RegisterPage';

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Asha Iyer');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Password'), 'brass-secret');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterPage', () => {
  it('shows the heading, three labelled required fields and a link to /login', () => {
    startAt('/register');
    renderHere(<RegisterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Password']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('registers, signs in with the answer and goes to the home page when it came from nowhere', async () => {
    startAt('/register');
    answer('POST /api/users/register', { ...asha, message: 'User registered successfully' });
    renderHere(<RegisterPage />);

    await fillAndSubmit();

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sentTo('POST /api/users/register')[0]?.body).toEqual({
      name: 'Asha Iyer',
      email: 'asha@example.in',
      password: 'brass-secret',
    });
    expect(sentTo('POST /api/users/login')).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({ user: asha.user, token: asha.token });
  });

  it('returns a shopper sent to sign in from the checkout to the checkout', async () => {
    startAt('/register', { from: '/checkout' });
    answer('POST /api/users/register', { ...asha, message: 'User registered successfully' });
    renderHere(<RegisterPage />);

    await fillAndSubmit();

    await waitFor(() => expect(currentPath()).toBe('/checkout'));
  });

  it('keeps where the shopper is to return when they switch to signing in', () => {
    startAt('/register?next=%2Fcheckout', { from: '/cart' });
    renderHere(<RegisterPage />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fcheckout');
  });

  it('signs in through /api/users/login when the registration answer carries no session', async () => {
    startAt('/register');
    answer('POST /api/users/register', malformed({ message: 'User registered successfully' }, 201));
    answer('POST /api/users/login', asha);
    renderHere(<RegisterPage />);

    await fillAndSubmit();

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sentTo('POST /api/users/login')[0]?.body).toEqual({
      email: 'asha@example.in',
      password: 'brass-secret',
    });
    expect(useAuthStore.getState().token).toBe(asha.token);
  });

  it('refuses a name with a web address before asking the API, by the contract’s rule', async () => {
    startAt('/register');
    answer('POST /api/users/register', { ...asha, message: 'User registered successfully' });
    renderHere(<RegisterPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Claim at evil.example');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'brass-secret');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter your name without a web address',
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('POST /api/users/register')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'R.K. Narayan');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sentTo('POST /api/users/register')[0]?.body).toMatchObject({ name: 'R.K. Narayan' });
  });

  it("shows the server's message when registration is refused", async () => {
    startAt('/register');
    answer('POST /api/users/register', failure(409, 'User already exists'));
    renderHere(<RegisterPage />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
    expect(currentPath()).toBe('/register');
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it("shows the client's own words when no server message came back", async () => {
    startAt('/register');
    answer('POST /api/users/register', networkError());
    renderHere(<RegisterPage />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});
