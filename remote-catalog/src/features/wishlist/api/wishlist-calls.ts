import { apiClient } from '@brass/shared/api';
import type { Wishlist, WishlistMergeBody } from '@brass/shared/contracts/wishlist';

/** The signed-in shopper's saved pieces, at today's price and stock. */
export async function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return (await apiClient.get<Wishlist>('/api/wishlist', { signal })).data;
}

/** A visitor's saved pieces, priced and counted by the shop; those it no longer sells are left out. */
export async function getVisitorPieces(ids: readonly string[], signal?: AbortSignal): Promise<Wishlist> {
  if (ids.length === 0) return { pieces: [] };
  return (await apiClient.get<Wishlist>('/api/wishlist/pieces', { params: { ids: ids.join(',') }, signal }))
    .data;
}

export async function savePiece(productId: string): Promise<Wishlist> {
  return (await apiClient.put<Wishlist>(`/api/wishlist/${encodeURIComponent(productId)}`)).data;
}

export async function removeSavedPiece(productId: string): Promise<Wishlist> {
  return (await apiClient.delete<Wishlist>(`/api/wishlist/${encodeURIComponent(productId)}`)).data;
}

/** What a visitor saved in this browser, kept on the account the visitor has just signed in to. */
export async function mergeVisitorList(productIds: readonly string[]): Promise<Wishlist> {
  const body: WishlistMergeBody = { productIds: [...productIds] };
  return (await apiClient.post<Wishlist>('/api/wishlist/merge', body)).data;
}
