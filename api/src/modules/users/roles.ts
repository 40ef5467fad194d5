/** What an account may do: shoppers shop; staff and the owner also run the shop from the back office. */
const ROLES = ['shopper', 'staff', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
