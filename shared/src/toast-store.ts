/**
 * Notifications (Toasts). A module-level store: every remote imports the one
 * federation-shared copy, and the host renders the list.
 */
import { create } from 'zustand';
import { DUPLICATE_TOAST_WINDOW_MS, TOAST_LIFETIME_MS } from './constants';
import { acceptPayload, toastSchema } from './store-checks';

export type ToastType = 'success' | 'error' | 'info';

/** Where a toast offers to go next, such as the cart after an addition. */
export interface ToastAction {
  label: string;
  /** A path in the shop. */
  to: string;
}

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  action?: ToastAction;
}

interface ToastState {
  toasts: Toast[];
  /**
   * Returns the new toast's id, or undefined when ignored as a duplicate or refused as malformed.
   * `lifetimeMs` is for the rare message too long to read in the usual 3 s, such as a notice about
   * the shopper's account.
   */
  showToast: (
    message: string,
    type?: ToastType,
    lifetimeMs?: number,
    action?: ToastAction,
  ) => number | undefined;
  dismissToast: (id: number) => void;
}

let nextId = 1;
// Outside the store: bookkeeping that no component renders, so it must not cause re-renders.
const lastShownAt = new Map<string, number>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],

  showToast: (message, type = 'info', lifetimeMs = TOAST_LIFETIME_MS, action) => {
    // The types are a promise only at build time: a remote released later may pass anything.
    if (!acceptPayload('toast', 'showToast', toastSchema, { message, type, lifetimeMs, action }))
      return undefined;
    const now = Date.now();
    const previous = lastShownAt.get(message);
    if (previous !== undefined && now - previous < DUPLICATE_TOAST_WINDOW_MS) return undefined;
    // Prune so a long session does not keep every message it ever showed.
    for (const [text, at] of lastShownAt) {
      if (now - at >= DUPLICATE_TOAST_WINDOW_MS) lastShownAt.delete(text);
    }
    lastShownAt.set(message, now);

    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, message, type, ...(action ? { action } : {}) }] }));
    removalTimers.set(
      id,
      setTimeout(() => useToastStore.getState().dismissToast(id), lifetimeMs),
    );
    return id;
  },

  dismissToast: (id) => {
    clearTimeout(removalTimers.get(id));
    removalTimers.delete(id);
    // Returning the same state is a no-op for zustand, so closing a gone toast renders nothing.
    set((state) =>
      state.toasts.some((item) => item.id === id)
        ? { toasts: state.toasts.filter((item) => item.id !== id) }
        : state,
    );
  },
}));

/** For code outside React (stores, api callbacks). */
export const toast = {
  success: (message: string, action?: ToastAction) =>
    useToastStore.getState().showToast(message, 'success', undefined, action),
  error: (message: string) => useToastStore.getState().showToast(message, 'error'),
  info: (message: string) => useToastStore.getState().showToast(message, 'info'),
};
