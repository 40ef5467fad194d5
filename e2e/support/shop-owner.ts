/**
 * The shop's owner in the journeys: the shop the suite starts makes this account the owner
 * (`support/start-shop.ts`), as a real shop makes its first one: a confirmed account named by
 * SHOP_OWNER_EMAIL when the API starts. Its email is confirmed because the sandbox's Google says so.
 */
export const shopOwner = { name: 'Lakshmi Narayanan', email: 'owner.lakshmi@brassaangan.test' } as const;
