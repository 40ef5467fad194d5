import { answer, failure, sentTo } from '@brass/shared/testing/api-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMessage, aMessageList } from '../../../../testing/inbox';
import { InboxScreen } from './InboxScreen';

const older = aMessage({
  id: 'msg_0',
  state: 'read',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.in',
  subject: 'Delivery to Madurai',
  createdAt: '2026-11-20T05:30:00.000Z',
  readAt: '2026-11-21T05:30:00.000Z',
});

describe('InboxScreen', () => {
  it('lists the messages newest first with the count of each state, and filters them', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/messages', (request) =>
      request.query.state === 'replied'
        ? aMessageList([], { counts: { unread: 1, read: 1, replied: 0 } })
        : aMessageList([aMessage(), older]),
    );
    render(<InboxScreen />);
    const items = await screen.findAllByRole('button', { name: /A bigger Nandi|Delivery to Madurai/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Asha Iyer'),
      expect.stringContaining('Ravi Kumar'),
    ]);
    const filters = screen.getByRole('group', { name: 'Show messages' });
    expect(within(filters).getByRole('button', { name: 'All 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'Unread 1' })).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Replied 0' }));
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
    expect(sentTo('GET /api/admin/messages').map((request) => request.query)).toEqual([
      { page: '1' },
      { state: 'replied', page: '1' },
    ]);
  });

  it('opens a message, marks it read, offers a reply by email and marks it replied', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/messages', aMessageList([aMessage(), older]));
    answer(
      'POST /api/admin/messages/:id/read',
      aMessage({ state: 'read', readAt: '2026-11-25T05:30:00.000Z' }),
    );
    answer(
      'POST /api/admin/messages/:id/replied',
      aMessage({
        state: 'replied',
        readAt: '2026-11-25T05:30:00.000Z',
        repliedAt: '2026-11-25T06:30:00.000Z',
      }),
    );
    render(<InboxScreen />);
    await user.click(await screen.findByRole('button', { name: /A bigger Nandi/ }));
    const opened = screen.getByRole('region', { name: 'A bigger Nandi' });
    expect(within(opened).getByText('Do you make the Nandi in 12 inches?')).toBeInTheDocument();
    expect(within(opened).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:asha@example.in?subject=Re%3A%20A%20bigger%20Nandi',
    );
    expect(await within(opened).findByText('Read')).toBeInTheDocument();
    expect(sentTo('POST /api/admin/messages/:id/read').map((request) => request.path)).toEqual([
      '/api/admin/messages/msg_1/read',
    ]);
    await user.click(within(opened).getByRole('button', { name: 'Mark replied' }));
    expect(await within(opened).findByRole('button', { name: 'Replied' })).toBeDisabled();
    expect(within(opened).getByText('Marked replied.')).toHaveRole('status');
    expect(sentTo('POST /api/admin/messages/:id/replied').map((request) => request.path)).toEqual([
      '/api/admin/messages/msg_1/replied',
    ]);
  });

  it('does not mark a read message read again, and shows why marking it replied failed', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/messages', aMessageList([older]));
    answer('POST /api/admin/messages/:id/replied', failure(404, 'No message has that id.'));
    render(<InboxScreen />);
    await user.click(await screen.findByRole('button', { name: /Delivery to Madurai/ }));
    await user.click(screen.getByRole('button', { name: 'Mark replied' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No message has that id.');
    expect(sentTo('POST /api/admin/messages/:id/read')).toEqual([]);
  });
});
