/**
 * The cart (Cart): kept in localStorage under `cart` so it survives reloads, and a
 * module-level store so the host's badge and every remote see the same items.
 */
import { create } from 'zustand';
import type { CartLine } from './contracts/checkout';
import { STORAGE_KEYS } from './constants';
import { shortOfStockMessage } from './stock-state';
import { readStorage, writeStorage } from './storage';
import {
  acceptPayload,
  cartAdditionSchema,
  cartItemSchema,
  cartQuantityChangeSchema,
  cartStockSchema,
  readPayload,
} from './store-checks';
// Stateful siblings by package name, as the apps import them. Inside this package no import goes
// through the share scope: a module that uses them is one instance only if it is shared by name too.
import { toast } from '@brass/shared/toast-store';

export interface CartItem {
  id: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  /**
   * Pieces in stock when the shop last counted them (when the piece was added, or the cart's
   * fresh count); absent on lines stored before the cart kept it. No line rises above it.
   */
  stock?: number;
}

export type CartProduct = Omit<CartItem, 'quantity'>;

/** Pieces of one product in stock, as the shop's availability answer gives them. */
export interface CartStock {
  id: string;
  stock: number;
}

interface CartState {
  items: CartItem[];
  addItem: (product: CartProduct) => void;
  /** Adds `quantity` at once (product page quantity picker) with a single toast. */
  addItems: (product: CartProduct, quantity: number) => void;
  /** 0 or less removes the item, with the removal toast. Raising it above the line's stock is refused. */
  setQuantity: (id: string, quantity: number) => void;
  /** Records fresh stock counts for the lines in the cart; quantities stay as the shopper set them. */
  updateStock: (counts: readonly CartStock[]) => void;
  removeItem: (id: string) => void;
  /**
   * `silent` empties the cart without the 'Cart cleared!' toast; releases of the checkout built before
   * the toast showed after an order still ask for it.
   */
  clear: (options?: { silent?: boolean }) => void;
}

/** Whether `quantity` pieces are more than the stock was last seen to hold; if so the shopper is told why. */
function refusedAboveStock(name: string, quantity: number, stock: number | undefined): boolean {
  if (stock === undefined || quantity <= stock) return false;
  toast.error(shortOfStockMessage(name, stock));
  return true;
}

// Stored data is untrusted: older builds, other tabs or hand edits may have written anything. Bad items
// are dropped quietly: they are no app's fault to report.
function parseItems(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((value: unknown) => {
      const item = readPayload(cartItemSchema, value);
      return item ? [item] : [];
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
    const total = (existing?.quantity ?? 0) + count;
    const stock = product.stock ?? existing?.stock;
    if (refusedAboveStock(product.name, total, stock)) return;
    set({
      items: existing
        ? items.map((item) =>
            item.id === product.id
              ? { ...item, quantity: total, ...(stock === undefined ? {} : { stock }) }
              : item,
          )
        : [...items, { ...product, quantity: count }],
    });
    toast.success(`${product.name} added to cart!`, { label: 'View cart', to: '/cart' });
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
      const item = get().items.find((line) => line.id === id);
      // Lowering is always allowed: a line the stock can no longer fill must be able to come down.
      if (!item || (count > item.quantity && refusedAboveStock(item.name, count, item.stock))) return;
      set((state) => ({
        items: state.items.map((line) => (line.id === id ? { ...line, quantity: count } : line)),
      }));
    },

    updateStock: (counts) => {
      const accepted = acceptPayload('cart', 'updateStock', cartStockSchema, counts);
      if (!accepted) return;
      const fresh = new Map(accepted.map(({ id, stock }) => [id, stock]));
      const items = get().items;
      const counted = (item: CartItem) => fresh.get(item.id) ?? item.stock;
      // Unchanged counts leave the items as they are: no re-render, no write to storage.
      if (items.every((item) => counted(item) === item.stock)) return;
      set({
        items: items.map((item) => (counted(item) === item.stock ? item : { ...item, stock: counted(item) })),
      });
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
