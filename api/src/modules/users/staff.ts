import type { AdminProfile, StaffList } from '@brass/shared/contracts/admin';
import { HttpError } from '../../lib/http-error.js';
import type { AuditService } from '../audit/service.js';
import type { MailService } from '../mail/service.js';
import type { UserRepository, UserRow } from './repository.js';
import { staffInvitationMail } from './staff-invitation-mail.js';

/** How long an invitation lets its address join the staff: a forgotten one must not open the shop later. */
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** Told to whoever proves an address whose invitation had expired, when they confirm it or sign in. */
export const STAFF_INVITATION_EXPIRED =
  "Your invitation to the shop's staff has expired. Ask the shop's owner to invite you again.";

const toProfile = (row: UserRow): AdminProfile => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role === 'owner' ? 'owner' : 'staff',
});

/**
 * Who runs the shop. The owner adds staff by email: an account that already proved that address joins
 * at once; otherwise the address is invited by mail, and joins when an account proves it (confirms the
 * email, or signs in with Google having verified it) within 7 days. The owner may withdraw an
 * invitation before. Every change is written to the audit log.
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
      invitations: invitations.map(({ email, createdAt }) => ({
        email,
        invitedAt: createdAt.toISOString(),
        expiresAt: new Date(createdAt.getTime() + INVITATION_LIFETIME_MS).toISOString(),
      })),
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
        message: `We have invited ${address}. They join the staff once they sign in with that address and confirm it within 7 days.`,
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

  /** Takes back an invitation not yet taken up: its address no longer joins the staff by proving it. */
  withdrawInvitation(ownerId: string, email: string): Promise<{ message: string }> {
    const address = email.trim().toLowerCase();
    return this.users.transaction(async (users, tx) => {
      if (!(await users.withdrawStaffInvitation(address))) {
        throw new HttpError(404, `No invitation to ${address} is waiting.`);
      }
      await this.audit.record(tx, {
        actorId: ownerId,
        action: 'staff.invitation_withdrawn',
        target: address,
      });
      return { message: `The invitation to ${address} is withdrawn.` };
    });
  }

  /**
   * When an account has just proved its address: joins the staff if that address was invited within
   * the last 7 days. An expired invitation is spent all the same, and answers `expired` for the account
   * to be told.
   */
  claimInvitation(account: UserRow, now = new Date()): Promise<'joined' | 'expired' | undefined> {
    return this.users.transaction(async (users, tx) => {
      const claimed = await users.claimStaffInvitation(
        account,
        new Date(now.getTime() - INVITATION_LIFETIME_MS),
      );
      if (claimed === undefined) return undefined;
      await this.audit.record(tx, {
        actorId: null,
        action: claimed.expired ? 'staff.invitation_expired' : 'staff.added',
        target: account.email,
        details: { invitedBy: claimed.invitedBy },
      });
      return claimed.expired ? 'expired' : 'joined';
    });
  }
}
