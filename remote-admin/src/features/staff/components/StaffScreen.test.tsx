import type { StaffList } from '@brass/shared/contracts/admin';
import {
  answer,
  bodiesSentTo,
  failure,
  heldAnswer,
  networkError,
  sentTo,
  successWith,
} from '@brass/shared/testing/api-mock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openBackOffice, owner, signIn, signOut, staffMember } from '../../../../testing/back-office';

const meena = { id: 'usr_meena', name: 'Meena Iyer', email: 'meena@brassaangan.in', role: 'staff' as const };
const team: StaffList = {
  staff: [meena, owner, staffMember],
  invitations: [
    {
      email: 'arjun@example.in',
      invitedAt: '2026-11-20T09:30:00.000Z',
      expiresAt: '2026-11-27T09:30:00.000Z',
    },
  ],
};

async function openAsOwner(list: StaffList = team) {
  signIn(owner);
  answer('GET /api/admin/me', owner);
  answer('GET /api/admin/staff', list);
  openBackOffice('/admin/staff');
  return screen.findByRole('table');
}

const emailField = () => screen.getByLabelText('Email address');
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => signOut());

describe('the Staff screen', () => {
  it('lists the owner first, then the staff by name, and the invitations waiting', async () => {
    await openAsOwner();

    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Lakshmi Narayananyou',
      'Meena Iyer',
      'Ravi Kumar',
    ]);
    expect(within(rows()[0]!).getByText('Owner')).toBeInTheDocument();
    expect(within(rows()[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Meena Iyer' })).toBeInTheDocument();
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(within(invitations).getByText('arjun@example.in')).toBeInTheDocument();
    expect(within(invitations).getByText('20 Nov 2026')).toHaveAttribute(
      'datetime',
      team.invitations[0]!.invitedAt,
    );
  });

  it("adds a confirmed account at once, says so in the API's words and shows the new staff", async () => {
    await openAsOwner();
    answer('POST /api/admin/staff', { message: 'asha@example.in can now open the back office.' });
    const asha = { id: 'usr_asha', name: 'Asha Rao', email: 'asha@example.in', role: 'staff' as const };
    answer('GET /api/admin/staff', { ...team, staff: [...team.staff, asha] });

    await userEvent.type(emailField(), '  asha@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Add to staff' }));

    expect(await screen.findByText('asha@example.in can now open the back office.')).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/admin/staff')).toEqual([{ email: 'asha@example.in' }]);
    expect(sentTo('POST /api/admin/staff')[0]?.authorization).toBe(`Bearer jwt-${owner.id}`);
    expect(await screen.findByRole('button', { name: 'Remove Asha Rao' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
  });

  it('invites an address with no confirmed account (202) and lists the invitation', async () => {
    await openAsOwner();
    const invited =
      'We have invited gopal@example.in. They join the staff once they sign in with that address and confirm it.';
    answer('POST /api/admin/staff', successWith(202, { message: invited }));
    answer('GET /api/admin/staff', {
      ...team,
      invitations: [
        ...team.invitations,
        {
          email: 'gopal@example.in',
          invitedAt: '2026-11-25T04:00:00.000Z',
          expiresAt: '2026-12-02T04:00:00.000Z',
        },
      ],
    });

    await userEvent.type(emailField(), 'gopal@example.in{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(invited);
    expect(await screen.findByText('gopal@example.in')).toBeInTheDocument();
  });

  it('says beside the field what is wrong before sending anything, and keeps the focus there', async () => {
    await openAsOwner();

    await userEvent.click(screen.getByRole('button', { name: 'Add to staff' }));
    expect(emailField()).toHaveAccessibleDescription(/Please enter the email address of the person to add\./);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();

    await userEvent.type(emailField(), 'meena-at-home{Enter}');
    expect(emailField()).toHaveAccessibleDescription(/Please enter a valid email address\./);
    expect(sentTo('POST /api/admin/staff')).toEqual([]);
  });

  it("shows the API's refusal beside the field (already on the staff)", async () => {
    await openAsOwner();
    answer('POST /api/admin/staff', failure(409, 'meena@brassaangan.in is already on the staff.'));

    await userEvent.type(emailField(), 'meena@brassaangan.in{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'meena@brassaangan.in is already on the staff.',
    );
    expect(emailField()).toHaveAccessibleDescription(/already on the staff/);
    expect(emailField()).toHaveValue('meena@brassaangan.in');
    expect(emailField()).toHaveFocus();
  });

  it('says the shop could not be reached when the API gives no answer', async () => {
    await openAsOwner();
    answer('POST /api/admin/staff', networkError());
    await userEvent.type(emailField(), 'asha@example.in{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not be reached.');
  });

  it('says "Adding..." and takes no second click while the API decides', async () => {
    await openAsOwner();
    const held = heldAnswer();
    answer('POST /api/admin/staff', held.answer);
    await userEvent.type(emailField(), 'asha@example.in{Enter}');
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    answer('GET /api/admin/staff', team);
    held.release({ message: 'asha@example.in can now open the back office.' });
    expect(await screen.findByRole('button', { name: 'Add to staff' })).toBeEnabled();
  });

  it('removes a member of staff after asking once more, and keeps them when the owner says Keep', async () => {
    await openAsOwner();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Meena Iyer' }));
    expect(screen.getByText('Remove from the staff?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, remove Meena Iyer' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Meena Iyer' })).toHaveFocus());

    answer('DELETE /api/admin/staff/:id', {
      message: 'meena@brassaangan.in no longer opens the back office.',
    });
    answer('GET /api/admin/staff', { ...team, staff: [owner, staffMember] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Meena Iyer' }));
    await userEvent.keyboard('{Enter}');

    expect(
      await screen.findByText('meena@brassaangan.in no longer opens the back office.'),
    ).toBeInTheDocument();
    expect(sentTo('DELETE /api/admin/staff/:id').map((request) => request.path)).toEqual([
      '/api/admin/staff/usr_meena',
    ]);
    await waitFor(() => expect(screen.queryByText('Meena Iyer')).not.toBeInTheDocument());
  });

  it('withdraws an invitation after asking once more, and keeps it when the owner says Keep', async () => {
    await openAsOwner();
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(within(invitations).getByText(/expire/)).toHaveTextContent(
      'Invited 20 Nov 2026, expired 27 Nov 2026',
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to arjun@example.in' }),
    );
    expect(screen.getByText('Withdraw this invitation?')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Yes, withdraw the invitation to arjun@example.in' }),
    ).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Withdraw the invitation to arjun@example.in' }),
      ).toHaveFocus(),
    );
    expect(sentTo('DELETE /api/admin/staff/invitations/:email')).toEqual([]);

    answer('DELETE /api/admin/staff/invitations/:email', {
      message: 'The invitation to arjun@example.in is withdrawn.',
    });
    answer('GET /api/admin/staff', { ...team, invitations: [] });
    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to arjun@example.in' }),
    );
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The invitation to arjun@example.in is withdrawn.',
    );
    expect(sentTo('DELETE /api/admin/staff/invitations/:email').map((request) => request.path)).toEqual([
      '/api/admin/staff/invitations/arjun@example.in',
    ]);
    expect(await screen.findByText('No invitation is waiting for an answer.')).toBeInTheDocument();
  });

  it("shows the API's message when a removal is refused", async () => {
    await openAsOwner();
    answer('DELETE /api/admin/staff/:id', failure(404, 'No member of staff has that id.'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ravi Kumar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove Ravi Kumar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No member of staff has that id.');
    expect(screen.getByRole('button', { name: 'Remove Ravi Kumar' })).toBeInTheDocument();
  });

  it("shows staff the API's refusal: only the owner runs the staff", async () => {
    signIn(staffMember);
    answer('GET /api/admin/me', staffMember);
    answer('GET /api/admin/staff', failure(403, "Only the shop's owner can manage the staff."));
    openBackOffice('/admin/staff');

    expect(await screen.findByRole('alert')).toHaveTextContent("Only the shop's owner can manage the staff.");
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again when the staff cannot be loaded', async () => {
    signIn(owner);
    answer('GET /api/admin/me', owner);
    answer('GET /api/admin/staff', failure(500, 'Something broke'));
    openBackOffice('/admin/staff');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke');
    answer('GET /api/admin/staff', team);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
