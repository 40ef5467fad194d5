import type { AuditEntry } from '@brass/shared/contracts/admin';

/** The actions the API writes to the log, in the owner's words. */
const ACTIONS: Record<string, string> = {
  'owner.made': 'Made the owner',
  'staff.added': 'Added to the staff',
  'staff.invited': 'Invited to the staff',
  'staff.removed': 'Removed from the staff',
  'staff.invitation_withdrawn': 'Withdrew an invitation to the staff',
  'staff.invitation_expired': 'Came after their invitation expired',
  'product.created': 'Created a product',
  'product.updated': 'Edited a product',
  'product.reordered': 'Reordered the products',
  'product.published': 'Published a product',
  'product.unpublished': 'Took a product back to draft',
  'product.archived': 'Archived a product',
  'product.restored': 'Restored a product',
  'product.image_added': 'Added a product photo',
  'product.image_removed': 'Removed a product photo',
  'order.shipped': 'Marked an order shipped',
  'order.delivered': 'Marked an order delivered',
  'order.cancelled': 'Cancelled an order',
  'order.refunded': 'Refunded an order',
  'order.refund_pending': 'Asked Razorpay for a refund it did not confirm',
  'blog.created': 'Wrote a blog post',
  'blog.updated': 'Edited a blog post',
  'blog.image_uploaded': 'Uploaded a blog post’s image',
  'blog.image_removed': 'Removed a blog post’s image',
  'blog.published': 'Published a blog post',
  'blog.unpublished': 'Unpublished a blog post',
  'page.updated': 'Edited a policy page',
  'message.read': 'Read a message',
  'message.replied': 'Marked a message replied',
  'settings.updated': 'Changed the settings',
  'release.rolled_back': 'Rolled back an app',
  'release.restored': 'Put the shop back to an earlier point',
};

/** 'Added to the staff' for `staff.added`; an action this release does not know yet shows as written. */
export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

/** `invitedBy` -> 'invited by': the details' keys as words. */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** The details of an entry as short lines, e.g. 'invited by owner@brassaangan.in'. */
export function detailLines(details: AuditEntry['details']): string[] {
  return Object.entries(details).map(([key, value]) => `${words(key)} ${value}`);
}
