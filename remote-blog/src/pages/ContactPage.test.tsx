import { useToastStore } from '@brass/shared/toast-store';
import {
  answer,
  bodiesSentTo,
  failure,
  heldAnswer,
  networkError,
  sentRequests,
} from '@brass/shared/testing/api-mock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '../testing/render-in-router';
import ContactPage from './ContactPage';

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Meena');
  await user.type(screen.getByLabelText(/^Last name/), 'Iyer');
  await user.type(screen.getByLabelText(/^Email/), 'meena@example.in');
}

afterEach(() => {
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
    answer('POST /api/contact', { message: 'Thank you, Meena! We will write back soon.' });
    renderInRouter(<ContactPage />);

    await fillRequired(user);
    await user.type(screen.getByLabelText('Phone'), ' 98765 43210 ');
    await user.type(screen.getByLabelText('Message'), 'Is the Ganesha solid brass?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(toasts()).toEqual([{ message: 'Thank you, Meena! We will write back soon.', type: 'success' }]),
    );
    expect(bodiesSentTo('POST /api/contact')).toEqual([
      {
        firstName: 'Meena',
        lastName: 'Iyer',
        email: 'meena@example.in',
        phone: '98765 43210',
        message: 'Is the Ganesha solid brass?',
      },
    ]);
    for (const label of [/^First name/, /^Last name/, /^Email/, 'Phone', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cannot be sent twice while the first send is on its way', async () => {
    const user = userEvent.setup();
    const receipt = heldAnswer();
    answer('POST /api/contact', receipt.answer);
    renderInRouter(<ContactPage />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    await waitFor(() => expect(bodiesSentTo('POST /api/contact')).toHaveLength(1));

    receipt.release({ message: 'Message received.' });
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(bodiesSentTo('POST /api/contact')).toHaveLength(1);
  });

  it.each([
    [400, 'Please enter a valid email address'],
    [429, 'Too many requests. Please try again in 10 minutes.'],
  ])('shows the server’s message for a %i and keeps what was typed', async (status, message) => {
    const user = userEvent.setup();
    answer('POST /api/contact', failure(status, message));
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
    answer('POST /api/contact', networkError());
    renderInRouter(<ContactPage />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not reach our server, so your message was not sent. Please check your connection and try again.',
    );
    expect(toasts()[0]).toMatchObject({ type: 'error' });
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Iyer');

    answer('POST /api/contact', { message: 'Got it, thank you.' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByLabelText(/^Last name/)).toHaveValue(''));
    expect(bodiesSentTo('POST /api/contact')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves sending to the browser’s own check while a required field is empty', async () => {
    const user = userEvent.setup();
    renderInRouter(<ContactPage />);

    await user.type(screen.getByLabelText(/^First name/), 'Meena');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(sentRequests()).toEqual([]);
  });
});
