import type { AuditService } from '../audit/service.js';
import type { UserRepository } from './repository.js';

/** Why an account could not be made the owner's, in words for the person at the console. */
export class OwnerNotMadeError extends Error {
  override name = 'OwnerNotMadeError';
}

/**
 * Makes the account of `email` the shop's owner. Only an account whose email was confirmed: the
 * owner's powers must never go to whoever merely typed someone's address.
 */
export async function makeOwner(users: UserRepository, audit: AuditService, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const made = await users.transaction(async (inTransaction, tx) => {
    if (!(await inTransaction.setRoleOfConfirmed(address, 'owner'))) return false;
    await audit.record(tx, { actorId: null, action: 'owner.made', target: address });
    return true;
  });
  if (made) return;
  const account = await users.findByEmail(address);
  throw new OwnerNotMadeError(
    account
      ? `${address} has not been confirmed yet: follow the link in the confirmation mail, then run this again.`
      : `No account uses ${address}: register it in the shop and confirm it first.`,
  );
}
