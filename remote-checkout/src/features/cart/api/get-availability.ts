import { apiClient } from '@brass/shared/api';
import { useCartStore, type CartItem } from '@brass/shared/cart-store';
import type { Availability } from '@brass/shared/contracts/catalog';
import { useRequest } from '@brass/shared/use-request';
import { useEffect } from 'react';

async function getAvailability(ids: readonly string[], signal: AbortSignal): Promise<Availability> {
  const response = await apiClient.get<Availability>('/api/availability', {
    params: { ids: ids.join(',') },
    signal,
  });
  return response.data;
}

/**
 * Counts the stock afresh for the lines in the cart and records the counts in the cart, where the rows,
 * their plus buttons and Place Order read them. Asked again when the lines change, or when `round`
 * does (after the API refused an order for want of stock). A failed count leaves the last one known:
 * placing the order checks the stock anyway.
 */
export function useCartAvailability(items: readonly CartItem[], round = 0) {
  const ids = items.map((item) => item.id).toSorted();
  const state = useRequest(ids.length > 0 ? `${ids.join(',')}#${round}` : null, (signal) =>
    getAvailability(ids, signal),
  );
  const updateStock = useCartStore((cart) => cart.updateStock);

  useEffect(() => {
    if (state.status === 'success')
      updateStock(state.data.items.map(({ _id, stock }) => ({ id: _id, stock })));
  }, [state, updateStock]);
}
