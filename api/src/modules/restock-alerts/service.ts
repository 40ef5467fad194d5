import type { RestockAlert } from '@brass/shared/contracts/restock-alerts';
import { HttpError } from '../../lib/http-error.js';
import { isSlug } from '../../lib/ids.js';
import type { RestockAlertRepository } from './repository.js';

export const restockAlertMessages = {
  notFound: 'Product not found',
  inStock: 'This piece is in stock now: you can add it to your cart.',
  emailRequired: 'Please enter your email address',
} as const;

/**
 * "Tell me when it is back": an address kept waiting for a sold-out piece, mailed once when it is on
 * sale again (`mail-pass.ts`). A signed-in shopper is always mailed at their account's address, never at
 * one the call names, so an account cannot sign others up in its name.
 */
export class RestockAlertService {
  constructor(private readonly repository: RestockAlertRepository) {}

  /** `created`: false when the address was waiting for the piece already, which is kept as it was. */
  async ask(
    productId: string,
    givenEmail: string | undefined,
    userId: string | null,
  ): Promise<{ alert: RestockAlert; created: boolean }> {
    // Ids are slugs: any other string names no product and needs no query.
    if (!isSlug(productId)) throw new HttpError(404, restockAlertMessages.notFound);
    const email = userId ? await this.repository.accountEmail(userId) : givenEmail?.toLowerCase();
    if (!email) throw new HttpError(400, restockAlertMessages.emailRequired);
    const outcome = await this.repository.ask(productId, email, userId);
    if (outcome === 'not on sale') throw new HttpError(404, restockAlertMessages.notFound);
    if (outcome === 'in stock') throw new HttpError(409, restockAlertMessages.inStock);
    return { alert: { productId, email }, created: outcome === 'added' };
  }
}
