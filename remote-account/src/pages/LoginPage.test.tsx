import { useAuthStore } from '@brass/shared/auth-store';
import { useToastStore } from '@brass/shared/toast-store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, heldAnswer, malformed, sentTo } from '@brass/shared/testing/api-mock';
import { installGoogleStub } from '../../testing/google-stub';
import { asha, currentPath, currentState, renderHere, startAt } from '../../testing/session';
import LoginPage from './LoginPage';

let alert: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  alert.mockRestore();
  delete window.google;
});

async function signInWithPassword(email = 'asha@example.in', password = 'brass-secret') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows the heading, the labelled required fields and a link to /register', () => {
    startAt('/login');
    installGoogleStub();
    renderHere(<LoginPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByText('Sign in to your account').closest('[data-boundary]')).toHaveAttribute(
      'data-boundary',
      'account',
    );
  });

  it('signs in with email and password and returns to the page in the history state', async () => {
    startAt('/login', { from: '/checkout' });
    installGoogleStub();
    const login = heldAnswer();
    answer('POST /api/users/login', login.answer);
    renderHere(<LoginPage />);

    await signInWithPassword();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    login.release(asha);

    await waitFor(() => expect(currentPath()).toBe('/checkout'));
    expect(sentTo('POST /api/users/login')[0]?.body).toEqual({
      email: 'asha@example.in',
      password: 'brass-secret',
    });
    expect(useAuthStore.getState()).toMatchObject({ user: asha.user, token: asha.token });
    expect(localStorage.getItem('token')).toBe(asha.token);
    expect(alert).not.toHaveBeenCalled();
  });

  it('carries the way back to the checkout onto the registration form', async () => {
    startAt('/login', { from: '/checkout' });
    installGoogleStub();
    renderHere(<LoginPage />);

    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));

    expect(currentPath()).toBe('/register');
    expect(currentState()).toEqual({ from: '/checkout' });
  });

  it('returns to the ?next= path, and never to another site', async () => {
    startAt('/login?next=%2Forders');
    installGoogleStub();
    answer('POST /api/users/login', asha);
    const { unmount } = renderHere(<LoginPage />);
    await signInWithPassword();
    await waitFor(() => expect(currentPath()).toBe('/orders'));
    unmount();

    startAt('/login?next=//evil.example/phish', { from: 'https://evil.example/' });
    renderHere(<LoginPage />);
    await signInWithPassword();
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it("alerts 'Login failed', says it beside the form, and stays signed out when the API refuses", async () => {
    startAt('/login');
    installGoogleStub();
    answer('POST /api/users/login', failure(401, 'Invalid email or password'));
    renderHere(<LoginPage />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await signInWithPassword('asha@example.in', 'wrong');

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Login failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Login failed$/);
    expect(screen.getByRole('alert').closest('form')).toContainElement(screen.getByLabelText('Password'));
    expect(useAuthStore.getState().token).toBeNull();
    expect(currentPath()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('clears the message on the next try and says how long to wait when the API asks for a wait', async () => {
    startAt('/login');
    installGoogleStub();
    answer('POST /api/users/login', failure(401, 'Invalid email or password'));
    renderHere(<LoginPage />);
    await signInWithPassword('asha@example.in', 'wrong');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));

    const login = heldAnswer();
    answer('POST /api/users/login', login.answer);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    login.release(failure(429, 'Too many failed sign-ins. Please try again in 2 seconds.'));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Login failed. Too many failed sign-ins. Please try again in 2 seconds.',
      ),
    );
    expect(alert).toHaveBeenLastCalledWith('Login failed');
  });

  it("alerts 'Login failed' when the answer is not a session", async () => {
    startAt('/login');
    installGoogleStub();
    answer('POST /api/users/login', malformed({ user: asha.user }));
    renderHere(<LoginPage />);
    await signInWithPassword();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Login failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Login failed$/);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('renders the Google button with the client id and trades its credential at /users/google-login', async () => {
    startAt('/login', { from: '/cart' });
    const google = installGoogleStub('google-credential-1');
    answer('POST /users/google-login', asha);
    renderHere(<LoginPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(currentPath()).toBe('/cart'));
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'test-client.apps.googleusercontent.com' }),
    );
    expect(sentTo('POST /users/google-login')[0]?.body).toEqual({ token: 'google-credential-1' });
    expect(useAuthStore.getState().user).toEqual(asha.user);
  });

  it('tells the shopper in a toast what the sign-in did to their account when the API says so', async () => {
    startAt('/login');
    installGoogleStub();
    const notice = 'We have removed that password and signed out all its sessions.';
    answer('POST /users/google-login', { ...asha, notice });
    renderHere(<LoginPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ message: notice, type: 'info' }),
    ]);
    expect(useAuthStore.getState().user).toEqual(asha.user);
  });

  it("alerts 'Google login failed' when the API refuses the Google credential", async () => {
    startAt('/login');
    installGoogleStub();
    answer('POST /users/google-login', failure(401, 'Invalid Google token'));
    renderHere(<LoginPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Google login failed'));
    expect(useAuthStore.getState().token).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it('keeps the email form usable when the Google script cannot load', async () => {
    startAt('/login');
    renderHere(<LoginPage />);
    const script = document.head.querySelector('script[src="http://sandbox.test/google/gsi/client"]');
    script?.dispatchEvent(new Event('error'));

    expect(
      await screen.findByText('Google sign-in is unavailable right now. Use your email below.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
