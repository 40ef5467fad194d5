import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';

export const STAFF_ONLY_MESSAGE = "This area is for the shop's staff.";

/** After `app.authenticate`: only staff and the owner go on; a shopper's call ends here with a 403. */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  if (currentUser(request).role === 'shopper') throw new HttpError(403, STAFF_ONLY_MESSAGE);
}

/**
 * After `staffOnly`, for what only the owner decides (the role matrix of docs/security.md): a member
 * of staff is refused with a 403 naming what only the owner can do, such as `change the settings`.
 */
export function ownerOnly(what: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (currentUser(request).role !== 'owner') throw new HttpError(403, `Only the shop's owner can ${what}.`);
  };
}
