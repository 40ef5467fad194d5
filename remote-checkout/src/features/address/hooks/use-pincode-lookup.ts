import type { PincodePlace } from '@brass/shared/contracts/accounts';
import { isPincode } from '@brass/shared/indian-address';
import { failedStatus } from '@brass/shared/use-request';
import { useEffect, useRef, useState } from 'react';
import { getPincodePlace } from '../api/get-pincode-place';

export type PincodeLookup =
  | { status: 'idle' }
  | { status: 'looking'; pincode: string }
  | { status: 'found'; place: PincodePlace }
  /** The directory has no such pincode: the shopper types the city and state. */
  | { status: 'unknown'; pincode: string }
  /** No answer (the network or the shop failed): the shopper types them too. */
  | { status: 'failed'; pincode: string };

/**
 * Looks up each pincode the shopper types, once it has 6 digits, and hands the place to `onFound`:
 * only for the latest pincode typed, so a late answer never fills in another pincode's city.
 */
export function usePincodeLookup(onFound: (place: PincodePlace) => void) {
  const [lookup, setLookup] = useState<PincodeLookup>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  function forget(): void {
    inFlight.current?.abort();
    inFlight.current = null;
    setLookup({ status: 'idle' });
  }

  function lookUp(pincode: string): void {
    forget();
    if (!isPincode(pincode)) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setLookup({ status: 'looking', pincode });
    getPincodePlace(pincode, controller.signal).then(
      (place) => {
        if (controller.signal.aborted) return;
        setLookup({ status: 'found', place });
        onFound(place);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLookup({ status: failedStatus(error) === 404 ? 'unknown' : 'failed', pincode });
      },
    );
  }

  return { lookup, lookUp, forget };
}
