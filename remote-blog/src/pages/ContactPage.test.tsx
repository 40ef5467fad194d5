import { apiClient } from '@brass/shared/api-client';
import { useToastStore } from '@brass/shared/toast-store';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, networkError } from '../testing/api-errors';
import { renderInRouter } from '../testing/render-in-router';
import ContactPage from './ContactPage';

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Meena');
  await user.type(screen.getByLabelText(/^Last name/), 'Iyer');
  await user.type(screen.getByLabelText(/^Email/), 'meena@example.in');
}

afterEach(() => {
  vi.restoreAllMocks();
  useToastStore.setState({ toasts: [] });
});

describe('ContactPage', () => {
  it("invites a message under LET'S CONNECT with every field labelled and the required ones marked", () => {
    const { container } = renderInRouter(<ContactPage />);

    expect(screen.getByRole('heading', { level: 1, name: "LET'S CONNECT" })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Email']) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      expect(input).toBeRequired();
      expect(input.closest('div')?.querySelector('label')).toHaveTextContent(`${label} *`);
    }
    for (const label of ['Phone', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'blog');
    expect(document.title).toBe('Contact us · Brass Aangan');
  });

  it('sends the message, thanks the shopper with the server’s words and empties the form', async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ status: 201, data: { message: 'Thank you, Meena! We will write back soon.' } });
    renderInRouter(<ContactPage />);

    await fillRequired(user);
    await user.type(screen.getByLabelText('Phone'), ' 98765 43210 ');
    await user.type(screen.getByLabelText('Message'), 'Is the Ganesha solid brass?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(post).toHaveBeenCalledWith('/api/contact', {
      firstName: 'Meena',
      lastName: 'Iyer',
      email: 'meena@example.in',
      phone: '98765 43210',
      subject: undefined,
      message: 'Is the Ganesha solid brass?',
    });
    expect(toasts()).toEqual([{ message: 'Thank you, Meena! We will write back soon.', type: 'success' }]);
    for (const label of [/^First name/, /^Last name/, /^Email/, 'Phone', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cannot be sent twice while the first send is on its way', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; data: { message: string } }>();
    const post = vi.spyOn(apiClient, 'post').mockReturnValue(answer.promise);
    renderInRouter(<ContactPage />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(post).toHaveBeenCalledTimes(1);

    answer.resolve({ status: 201, data: { message: 'Message received.' } });
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    [400, 'Please enter a valid email address'],
    [429, 'Too many requests. Please try again in 10 minutes.'],
  ])('shows the server’s message for a %i and keeps what was typed', async (status, message) => {
    const user = userEvent.setup();
    vi.spyOn(apiClient, 'post').mockRejectedValue(apiError(status, { message }));
    renderInRouter(<ContactPage />);

    await fillRequired(user);
    await user.type(screen.getByLabelText('Subject'), 'Diya sizes');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toasts()).toEqual([{ message, type: 'error' }]);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Meena');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('meena@example.in');
    expect(screen.getByLabelText('Subject')).toHaveValue('Diya sizes');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('says plainly that nothing was sent when the server cannot be reached, and sends on a retry', async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce({ status: 201, data: { message: 'Got it, thank you.' } });
    renderInRouter(<ContactPage />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not reach our server, so your message was not sent. Please check your connection and try again.',
    );
    expect(toasts()[0]).toMatchObject({ type: 'error' });
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Iyer');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(post).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('');
  });

  it('leaves sending to the browser’s own check while a required field is empty', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(apiClient, 'post');
    renderInRouter(<ContactPage />);

    await user.type(screen.getByLabelText(/^First name/), 'Meena');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(post).not.toHaveBeenCalled();
  });
});
