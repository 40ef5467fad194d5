import type { AuditEntry } from '@brass/shared/contracts/admin';
import { answer, failure, sentTo } from '@brass/shared/testing/api-mock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openBackOffice, owner, signIn, signOut, staffMember } from '../../../../testing/back-office';

const entries: AuditEntry[] = [
  {
    id: 'aud_3',
    actor: { name: owner.name, email: owner.email },
    action: 'staff.invited',
    target: 'gopal@example.in',
    details: {},
    createdAt: '2026-11-25T09:05:00.000Z',
  },
  {
    id: 'aud_2',
    actor: null,
    action: 'staff.added',
    target: 'ravi@brassaangan.in',
    details: { invitedBy: owner.email },
    createdAt: '2026-11-24T18:40:00.000Z',
  },
  {
    id: 'aud_1',
    actor: null,
    action: 'owner.made',
    target: owner.email,
    details: {},
    createdAt: '2026-11-20T03:00:00.000Z',
  },
];

/** One page of the log holding `found`, of `total` entries in all. */
const aPage = (found: AuditEntry[], { total = found.length, page = 1 } = {}) => ({
  entries: found,
  total,
  page,
  pageSize: 50,
});

beforeEach(() => signOut());

describe('the Audit log screen', () => {
  it('shows the newest entries first: when (India time), who, what and to whom', async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/audit', aPage(entries));
    openBackOffice('/admin/audit');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Target']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '25 Nov 2026, 2:35 pm',
        `${owner.name}${owner.email}`,
        'Invited to the staffstaff.invited',
        'gopal@example.in',
      ],
      [
        '25 Nov 2026, 12:10 am',
        'The shopon its own',
        'Added to the staffstaff.added',
        `ravi@brassaangan.ininvited by ${owner.email}`,
      ],
      ['20 Nov 2026, 8:30 am', 'The shopon its own', 'Made the ownerowner.made', owner.email],
    ]);
    expect(within(rows[0]!).getByText('25 Nov 2026, 2:35 pm')).toHaveAttribute(
      'datetime',
      entries[0]!.createdAt,
    );
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    expect(sentTo('GET /api/admin/audit')).toHaveLength(1);
  });

  it('says so when nothing has been changed yet', async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/audit', aPage([]));
    openBackOffice('/admin/audit');
    expect(await screen.findByText('Nothing has been changed yet.')).toBeInTheDocument();
  });

  it('shows staff the log, their own changes among the rest, saying who joined or left is the owner’s', async () => {
    signIn(staffMember);
    answer('GET /api/admin/me', staffMember);
    answer(
      'GET /api/admin/audit',
      aPage([
        {
          id: 'aud_9',
          actor: { name: staffMember.name, email: staffMember.email },
          action: 'order.refunded',
          target: 'BA-10042',
          details: { amount: '650.00' },
          createdAt: '2026-11-25T09:05:00.000Z',
        },
      ]),
    );
    openBackOffice('/admin/audit');
    expect(await screen.findByRole('cell', { name: /Refunded an order/ })).toBeInTheDocument();
    expect(screen.getByText(/Who joined or left the staff only the owner sees\./)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
  });

  it("shows the API's refusal when one comes, and no log", async () => {
    signIn(staffMember);
    answer('GET /api/admin/me', staffMember);
    answer('GET /api/admin/audit', failure(403, "Only the shop's owner can manage the staff."));
    openBackOffice('/admin/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent("Only the shop's owner can manage the staff.");
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('narrows the log to a subject and to words, keeps them in the address, and pages through it', async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/audit', aPage(entries, { total: 120 }));
    openBackOffice('/admin/audit');
    await screen.findByRole('table');

    const filters = screen.getByRole('form', { name: 'Find changes' });
    await userEvent.type(
      within(filters).getByRole('searchbox', { name: 'Order number, product, or who made the change' }),
      'BA-10042',
    );
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'About' }), 'Orders');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(sentTo('GET /api/admin/audit').at(-1)?.query).toEqual({ q: 'BA-10042', subject: 'order' }),
    );
    expect(await screen.findByText('Changes found')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages of the audit log' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Older' }));
    await waitFor(() =>
      expect(sentTo('GET /api/admin/audit').at(-1)?.query).toEqual({
        q: 'BA-10042',
        subject: 'order',
        page: '2',
      }),
    );
  });

  it('offers staff no staff subject to narrow the log to', async () => {
    signIn(staffMember);
    answer('GET /api/admin/me', staffMember);
    answer('GET /api/admin/audit', aPage([]));
    openBackOffice('/admin/audit');
    const about = await screen.findByRole('combobox', { name: 'About' });
    expect(within(about).queryByRole('option', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(about).getByRole('option', { name: 'Orders' })).toBeInTheDocument();
  });
});
