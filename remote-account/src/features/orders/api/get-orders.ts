import { apiClient } from '@brass/shared/api-client';
import type { Order } from '@brass/shared/contract';
import { useEffect, useState } from 'react';

export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const { data } = await apiClient.get<unknown>('/api/orders/getorders', { signal });
  if (!Array.isArray(data)) throw new Error('Orders answer is not a list');
  return data as Order[];
}

export type OrdersState =
  { status: 'loading' } | { status: 'loaded'; orders: Order[] } | { status: 'failed' };

/** The signed-in shopper's orders, loaded once when the page opens. */
export function useOrders(): OrdersState {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getOrders(controller.signal).then(
      (orders) => setState({ status: 'loaded', orders }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
