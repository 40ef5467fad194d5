import type { AdminProfile, StaffList } from '@brass/shared/contract';
import { HttpError } from '../../lib/http-error.js';
import type { AuditService } from '../audit/service.js';
import type { MailService } from '../mail/service.js';
import type { UserRepository, UserRow } from './repository.js';
import { staffInvitationMail } from './staff-invitation-mail.js';

const toProfile = (row: UserRow): AdminProfile => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role === 'owner' ? 'owner' : 'staff',
});

/**
 * Who runs the shop. The owner adds staff by email: an account that already proved that address joins
 * at once; otherwise the address is invited by mail, and joins when an account proves it (confirms the
 * email, or signs in with Google having verified it). Every change is written to the audit log.
 */
export class StaffService {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly shopOrigin: string,
  ) {}

  async list(): Promise<StaffList> {
    const [staff, invitations] = await Promise.all([
      this.users.listStaff(),
      this.users.listStaffInvitations(),
    ]);
    return {
      staff: staff.map(toProfile),
      invitations: invitations.map(({ email, createdAt }) => ({ email, invitedAt: createdAt.toISOString() })),
    };
  }

  /** Answers what happened, in words for the owner. */
  add(ownerId: string, email: string): Promise<{ added: boolean; message: string }> {
    const address = email.trim().toLowerCase();
    return this.users.transaction(async (users, tx) => {
      const account = await users.findByEmail(address);
      if (account?.role === 'owner') throw new HttpError(409, `${address} is the shop's owner.`);
      if (account?.role === 'staff') throw new HttpError(409, `${address} is already on the staff.`);
      if (account?.emailVerifiedAt) {
        await users.setRole(account.id, 'staff');
        await this.audit.record(tx, { actorId: ownerId, action: 'staff.added', target: address });
        return { added: true, message: `${address} can now open the back office.` };
      }
      await users.inviteStaff(address, ownerId);
      await this.mail.enqueue(tx, staffInvitationMail(address, this.shopOrigin));
      await this.audit.record(tx, { actorId: ownerId, action: 'staff.invited', target: address });
      return {
        added: false,
        message: `We have invited ${address}. They join the staff once they sign in with that address and confirm it.`,
      };
    });
  }

  /** Makes a member of staff a shopper again; the owner stays the owner. */
  remove(ownerId: string, userId: string): Promise<{ message: string }> {
    return this.users.transaction(async (users, tx) => {
      const account = await users.findById(userId);
      if (!account || account.role === 'shopper') throw new HttpError(404, 'No member of staff has that id.');
      if (account.role === 'owner') throw new HttpError(409, "The shop's owner cannot be removed.");
      await users.setRole(account.id, 'shopper');
      await this.audit.record(tx, { actorId: ownerId, action: 'staff.removed', target: account.email });
      return { message: `${account.email} no longer opens the back office.` };
    });
  }

  /** When an account has just proved its address: joins the staff if that address was invited. */
  claimInvitation(account: UserRow): Promise<void> {
    return this.users.transaction(async (users, tx) => {
      const invitedBy = await users.claimStaffInvitation(account);
      if (invitedBy === undefined) return;
      await this.audit.record(tx, {
        actorId: null,
        action: 'staff.added',
        target: account.email,
        details: { invitedBy },
      });
    });
  }
}
