import { readStorage, writeStorage } from '@brass/shared/storage';
import { create } from 'zustand';

/** Kept beside the cart in the browser, so the code stays applied from the cart to checkout and on reload. */
const STORAGE_KEY = 'couponCode';

interface AppliedCouponState {
  /** The code as the shopper typed it; the server says whether it holds and what it takes off. */
  code: string | null;
  apply: (code: string) => void;
  remove: () => void;
}

/**
 * The coupon code the shopper applied. The checkout's own store rather than a field of the shared cart,
 * so that the cart's public shape stays as every remote knows it.
 */
export const useAppliedCoupon = create<AppliedCouponState>()((set) => ({
  code: readStorage(STORAGE_KEY),
  apply: (code) => {
    writeStorage(STORAGE_KEY, code);
    set({ code });
  },
  remove: () => {
    writeStorage(STORAGE_KEY, null);
    set({ code: null });
  },
}));
