/**
 * "Tell me when it is back": the contract of asking for one mail when a sold-out piece is on sale again.
 * Owned by the catalog team (remote-catalog). The API validates and documents its route with these
 * schemas; the shop's pages import them as types only (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { emailAddressSchema } from './accounts';

/**
 * POST /api/products/:id/restock-alert. A visitor gives the address to mail; a signed-in shopper is
 * mailed at their account's address, and any address given is ignored.
 */
export const restockAlertBodySchema = v.object({ email: v.optional(emailAddressSchema) });
export type RestockAlertBody = v.InferOutput<typeof restockAlertBodySchema>;

/** The alert as it waits: the address the mail goes to, once, when the piece is back. */
export const restockAlertSchema = v.object({ productId: v.string(), email: v.string() });
export type RestockAlert = v.InferOutput<typeof restockAlertSchema>;
