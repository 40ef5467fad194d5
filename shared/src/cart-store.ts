/**
 * The cart (Cart): kept in localStorage under `cart` so it survives reloads, and a
 * module-level store so the host's badge and every remote see the same items.
 */
import { create } from 'zustand';
import type { CartLine } from './contract';
import { STORAGE_KEYS } from './constants';
import { readStorage, writeStorage } from './storage';
import {
  acceptPayload,
  cartAdditionSchema,
  cartItemSchema,
  cartQuantityChangeSchema,
} from './store-payloads';
// Stateful siblings are imported by package name, never by relative path: only a package specifier
// goes through the federation share scope, so host and remotes reach the one instance.
import { toast } from '@brass/shared/toast-store';

export interface CartItem {
  id: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
}

export type CartProduct = Omit<CartItem, 'quantity'>;

interface CartState {
  items: CartItem[];
  addItem: (product: CartProduct) => void;
  /** Adds `quantity` at once (product page quantity picker) with a single toast. */
  addItems: (product: CartProduct, quantity: number) => void;
  /** 0 or less removes the item, with the removal toast. */
  setQuantity: (id: string, quantity: number) => void;
  removeItem: (id: string) => void;
  /** `silent` is for emptying the cart after a paid order, where the success modal says enough. */
  clear: (options?: { silent?: boolean }) => void;
}

// Stored data is untrusted: older builds, other tabs or hand edits may have written anything. Bad items
// are dropped quietly: they are no app's fault to report.
function parseItems(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((value: unknown) => {
      const item = cartItemSchema.safeParse(value);
      return item.success ? [item.data] : [];
    });
  } catch {
    return [];
  }
}

export const useCartStore = create<CartState>()((set, get) => {
  function add(action: string, payload: { product: CartProduct; quantity: number }): void {
    // The types are a promise only at build time: a remote released later may pass anything.
    const accepted = acceptPayload('cart', action, cartAdditionSchema, payload);
    if (!accepted) return;
    const { product, quantity } = accepted;
    const count = Math.floor(quantity);
    if (count <= 0) return;
    const items = get().items;
    const existing = items.find((item) => item.id === product.id);
    set({
      items: existing
        ? items.map((item) => (item.id === product.id ? { ...item, quantity: item.quantity + count } : item))
        : [...items, { ...product, quantity: count }],
    });
    toast.success(`${product.name} added to cart!`);
  }

  return {
    items: parseItems(readStorage(STORAGE_KEYS.cart)),

    addItem: (product) => add('addItem', { product, quantity: 1 }),
    addItems: (product, quantity) => add('addItems', { product, quantity }),

    setQuantity: (id, quantity) => {
      if (!acceptPayload('cart', 'setQuantity', cartQuantityChangeSchema, { id, quantity })) return;
      const count = Math.floor(quantity);
      if (count <= 0) {
        get().removeItem(id);
        return;
      }
      set((state) => ({
        items: state.items.map((item) => (item.id === id ? { ...item, quantity: count } : item)),
      }));
    },

    removeItem: (id) => {
      const removed = get().items.find((item) => item.id === id);
      if (!removed) return;
      set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
      toast.info(`${removed.name} removed from cart!`);
    },

    clear: ({ silent = false } = {}) => {
      set({ items: [] });
      if (!silent) toast.info('Cart cleared!');
    },
  };
});

// Set while applying another tab's write, so that it is not written back (and echoed) again.
let applyingOtherTab = false;

useCartStore.subscribe((state, previous) => {
  if (state.items !== previous.items && !applyingOtherTab) {
    writeStorage(STORAGE_KEYS.cart, JSON.stringify(state.items));
  }
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // key null: the other tab called localStorage.clear().
    if (event.key !== STORAGE_KEYS.cart && event.key !== null) return;
    if (event.storageArea && event.storageArea !== globalThis.localStorage) return;
    applyingOtherTab = true;
    try {
      useCartStore.setState({ items: parseItems(event.newValue) });
    } finally {
      applyingOtherTab = false;
    }
  });
}

/** Total number of pieces, for the header badge. */
export const selectCartCount = (state: CartState): number =>
  state.items.reduce((count, item) => count + item.quantity, 0);

/**
 * The items as priced lines for `cartTotals` / `checkoutTotals`. Returns the stored array itself:
 * zustand 5 re-renders forever on a selector that builds a new array each call.
 */
export const selectCartLines = (state: CartState): readonly CartItem[] => state.items;

/** The cart as the API's payloads want it (calculate-shipping, create-order). Not a selector. */
export function toCartLines(items: readonly CartItem[]): CartLine[] {
  return items.map((item) => ({ productId: item.id, quantity: item.quantity }));
}
