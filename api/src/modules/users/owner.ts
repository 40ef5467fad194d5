import type { UserRepository } from './repository.js';

/** Why an account could not be made the owner's, in words for the person at the console. */
export class OwnerNotMadeError extends Error {
  override name = 'OwnerNotMadeError';
}

/**
 * Makes the account of `email` the shop's owner. Only an account whose email was confirmed: the
 * owner's powers must never go to whoever merely typed someone's address.
 */
export async function makeOwner(users: UserRepository, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  if (await users.setRoleOfConfirmed(address, 'owner')) return;
  const account = await users.findByEmail(address);
  throw new OwnerNotMadeError(
    account
      ? `${address} has not been confirmed yet: follow the link in the confirmation mail, then run this again.`
      : `No account uses ${address}: register it in the shop and confirm it first.`,
  );
}
