import type { ShopContact } from '@brass/shared/contracts/content';
import { useToastStore } from '@brass/shared/toast-store';
import {
  answer,
  bodiesSentTo,
  failure,
  heldAnswer,
  networkError,
  sentRequests,
  sentTo,
} from '@brass/shared/testing/api-mock';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '../../testing/render-in-router';
import ContactPage from './ContactPage';

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Meena');
  await user.type(screen.getByLabelText(/^Last name/), 'Iyer');
  await user.type(screen.getByLabelText(/^Email/), 'meena@example.in');
}

const noneGiven: ShopContact = { address: null, phone: null, whatsapp: null, email: null, gstin: null };
const saved: ShopContact = {
  address: '14 Kumbakonam Road\nSwamimalai 612302',
  phone: '+919876543210',
  whatsapp: '+919123456780',
  email: 'care@brassaangan.in',
  gstin: '33ABCDE1234F1Z5',
};

const details = () => screen.queryByRole('region', { name: 'Other ways to reach us' });

beforeEach(() => {
  // As the shop's server sends the page; the tests of the details below say otherwise.
  window.__BRASS_SHOP_CONTACT__ = noneGiven;
});

afterEach(() => {
  useToastStore.setState({ toasts: [] });
  delete window.__BRASS_SHOP_CONTACT__;
});

describe('ContactPage: the shop contact details the owner saved', () => {
  it('links a call, a WhatsApp chat and a mail, and shows the address and GSTIN', () => {
    window.__BRASS_SHOP_CONTACT__ = saved;
    renderInRouter(<ContactPage />);

    const region = details()!;
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Phone: +91 98765 43210', 'tel:+919876543210'],
      ['WhatsApp: +91 91234 56780', 'https://wa.me/919123456780'],
      ['Email: care@brassaangan.in', 'mailto:care@brassaangan.in'],
    ]);
    expect(within(region).getByText(/^14 Kumbakonam Road/)).toHaveTextContent(
      '14 Kumbakonam Road Swamimalai 612302',
    );
    expect(within(region).getByText('GSTIN: 33ABCDE1234F1Z5')).toBeInTheDocument();
    // The page's own words and form stay as they are.
    expect(screen.getByRole('heading', { level: 1, name: "LET'S CONNECT" })).toBeInTheDocument();
    expect(screen.getByText(/We read every message and reply by email\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(sentTo('GET /api/settings/shop-contact')).toEqual([]);
  });

  it('shows only the details given', () => {
    window.__BRASS_SHOP_CONTACT__ = { ...noneGiven, gstin: '33ABCDE1234F1Z5' };
    renderInRouter(<ContactPage />);
    expect(within(details()!).queryAllByRole('link')).toEqual([]);
    expect(within(details()!).getByText('GSTIN: 33ABCDE1234F1Z5')).toBeInTheDocument();
  });

  it('reads as it always has when the owner saved none', () => {
    renderInRouter(<ContactPage />);
    expect(details()).toBeNull();
    expect(screen.getByRole('heading', { name: 'We can help with' })).toBeInTheDocument();
  });

  it('asks the API when the page came without them, showing the page meanwhile', async () => {
    delete window.__BRASS_SHOP_CONTACT__;
    const contact = heldAnswer();
    answer('GET /api/settings/shop-contact', contact.answer);
    renderInRouter(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: "LET'S CONNECT" })).toBeInTheDocument();
    expect(details()).toBeNull();

    await act(async () => contact.release(saved));
    expect(await screen.findByRole('link', { name: 'Email: care@brassaangan.in' })).toHaveAttribute(
      'href',
      'mailto:care@brassaangan.in',
    );
    expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(1);
  });

  it('keeps the page as it is when the API cannot give them', async () => {
    delete window.__BRASS_SHOP_CONTACT__;
    answer('GET /api/settings/shop-contact', networkError());
    renderInRouter(<ContactPage />);
    await waitFor(() => expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(1));
    expect(details()).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
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
