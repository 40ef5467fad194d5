import { apiClient } from '@brass/shared/api';
import type { TrackingResponse } from '@brass/shared/contracts/orders';
import type { RequestState } from '@brass/shared/use-request';
import { useCallback, useRef, useState } from 'react';

export type TrackingInfo = TrackingResponse['trackingInfo'];

export type TrackingState = RequestState<TrackingInfo>;

async function trackShipment(awbCode: string): Promise<TrackingInfo> {
  const { data } = await apiClient.get<Partial<TrackingResponse>>(
    `/api/shiprocket/track/${encodeURIComponent(awbCode)}`,
  );
  // The API answers an error text instead of trackingInfo when the courier cannot say.
  const info = data.trackingInfo;
  if (!info) throw new Error('No tracking information in the answer');
  return { status: info.status, tracking_data: Array.isArray(info.tracking_data) ? info.tracking_data : [] };
}

/**
 * Tracking per order, in the states of `useRequest` but asked for when the shopper clicks, not when a
 * page opens. Kept above the rows so that closing and reopening an order shows what was already
 * fetched instead of asking the courier again. A failed lookup may be tried again.
 */
export function useShipmentTracking() {
  const [tracking, setTracking] = useState<Readonly<Record<string, TrackingState>>>({});
  // Read synchronously, so a double click cannot start two lookups before the state re-renders.
  const started = useRef(new Set<string>());

  const track = useCallback((orderId: string, awbCode: string) => {
    if (started.current.has(orderId)) return;
    started.current.add(orderId);
    const settle = (state: TrackingState) => setTracking((current) => ({ ...current, [orderId]: state }));
    settle({ status: 'loading' });
    trackShipment(awbCode).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => {
        started.current.delete(orderId);
        settle({ status: 'error', error });
      },
    );
  }, []);

  return { tracking, track };
}
