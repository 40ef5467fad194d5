import type { RequestState } from '@brass/shared/use-request';

/** What the summary shows for an amount that needs the shop's pricing, until the pricing is read. */
export function pendingAmount(status: RequestState<unknown>['status']): string {
  return status === 'error' ? 'Not available' : 'Calculating...';
}
