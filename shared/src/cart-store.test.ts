import type { CartItem } from './cart-store';
import type { StoreRefusal } from './store-refusals';

const ganesha = { id: 'p1', name: 'Brass Ganesha', image: '/images/ganesha.png', price: 2499 };
const diya = { id: 'p2', name: 'Brass Diya', image: '/images/diya.png', price: 349 };

// The store reads localStorage when its module loads, so each test loads a fresh copy.
async function loadCart(stored?: string) {
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('cart', stored);
  vi.resetModules();
  const cart = await import('./cart-store');
  const { useToastStore } = await import('./toast-store');
  const { onStoreRefusal } = await import('@brass/shared/store-refusals');
  const refusals: StoreRefusal[] = [];
  onStoreRefusal((refusal) => refusals.push(refusal));
  return {
    ...cart,
    items: () => cart.useCartStore.getState().items,
    actions: () => cart.useCartStore.getState(),
    toasts: () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type })),
    toastActions: () => useToastStore.getState().toasts.map(({ action }) => action),
    refusals,
  };
}

const saved = (): unknown => JSON.parse(localStorage.getItem('cart') ?? 'null');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('cart store: loading', () => {
  it('starts empty when nothing is stored', async () => {
    const cart = await loadCart();
    expect(cart.items()).toEqual([]);
  });

  it('starts from the items stored under the key cart', async () => {
    const stored: CartItem[] = [{ ...ganesha, quantity: 2 }];
    const cart = await loadCart(JSON.stringify(stored));
    expect(cart.items()).toEqual(stored);
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['an object', '{"id":"p1"}'],
    ['null', 'null'],
    ['a string', '"cart"'],
  ])('starts empty from a corrupt stored cart (%s)', async (_label, stored) => {
    const cart = await loadCart(stored);
    expect(cart.items()).toEqual([]);
  });

  it('keeps the valid items of a partly corrupt stored cart', async () => {
    const good = { ...diya, quantity: 1 };
    const cart = await loadCart(
      JSON.stringify([
        good,
        null,
        { id: 'p3', name: 'No price', image: '', quantity: 1 },
        { ...ganesha, quantity: 0 },
        { ...ganesha, quantity: 'two' },
      ]),
    );
    expect(cart.items()).toEqual([good]);
  });
});

describe('cart store: changes', () => {
  it('adds a new item with quantity 1 and the added toast', async () => {
    const cart = await loadCart();
    cart.actions().addItem(ganesha);
    expect(cart.items()).toEqual([{ ...ganesha, quantity: 1 }]);
    expect(cart.toasts()).toEqual([{ message: 'Brass Ganesha added to cart!', type: 'success' }]);
    expect(cart.toastActions()).toEqual([{ label: 'View cart', to: '/cart' }]);
  });

  it('raises the quantity of an existing item by 1', async () => {
    const cart = await loadCart();
    cart.actions().addItem(ganesha);
    cart.actions().addItem(diya);
    cart.actions().addItem(ganesha);
    expect(cart.items()).toEqual([
      { ...ganesha, quantity: 2 },
      { ...diya, quantity: 1 },
    ]);
  });

  it('adds several at once with a single toast', async () => {
    const cart = await loadCart();
    cart.actions().addItems(ganesha, 3);
    expect(cart.items()).toEqual([{ ...ganesha, quantity: 3 }]);
    vi.advanceTimersByTime(1000);
    cart.actions().addItems(ganesha, 2);
    expect(cart.items()).toEqual([{ ...ganesha, quantity: 5 }]);
    expect(cart.toasts()).toEqual([
      { message: 'Brass Ganesha added to cart!', type: 'success' },
      { message: 'Brass Ganesha added to cart!', type: 'success' },
    ]);
  });

  it('ignores adding zero', async () => {
    const cart = await loadCart();
    cart.actions().addItems(ganesha, 0);
    expect(cart.items()).toEqual([]);
    expect(cart.toasts()).toEqual([]);
    expect(cart.refusals).toEqual([]);
  });

  it('sets a quantity', async () => {
    const cart = await loadCart();
    cart.actions().addItem(ganesha);
    cart.actions().setQuantity('p1', 4);
    expect(cart.items()).toEqual([{ ...ganesha, quantity: 4 }]);
  });

  it.each([0, -1])(
    'removes the item when the quantity is set to %i, with the removed toast',
    async (quantity) => {
      const cart = await loadCart(
        JSON.stringify([
          { ...ganesha, quantity: 2 },
          { ...diya, quantity: 1 },
        ]),
      );
      cart.actions().setQuantity('p1', quantity);
      expect(cart.items()).toEqual([{ ...diya, quantity: 1 }]);
      expect(cart.toasts()).toEqual([{ message: 'Brass Ganesha removed from cart!', type: 'info' }]);
    },
  );

  it('removes an item with the removed toast', async () => {
    const cart = await loadCart(JSON.stringify([{ ...diya, quantity: 3 }]));
    cart.actions().removeItem('p2');
    expect(cart.items()).toEqual([]);
    expect(cart.toasts()).toEqual([{ message: 'Brass Diya removed from cart!', type: 'info' }]);
  });

  it('does nothing when removing an item that is not there', async () => {
    const cart = await loadCart(JSON.stringify([{ ...diya, quantity: 3 }]));
    cart.actions().removeItem('missing');
    expect(cart.items()).toEqual([{ ...diya, quantity: 3 }]);
    expect(cart.toasts()).toEqual([]);
  });

  it('clears with the cleared toast', async () => {
    const cart = await loadCart(JSON.stringify([{ ...diya, quantity: 3 }]));
    cart.actions().clear();
    expect(cart.items()).toEqual([]);
    expect(saved()).toEqual([]);
    expect(cart.toasts()).toEqual([{ message: 'Cart cleared!', type: 'info' }]);
  });

  it('clears silently when asked', async () => {
    const cart = await loadCart(JSON.stringify([{ ...diya, quantity: 3 }]));
    cart.actions().clear({ silent: true });
    expect(cart.items()).toEqual([]);
    expect(saved()).toEqual([]);
    expect(cart.toasts()).toEqual([]);
  });
});

describe('cart store: persistence', () => {
  it('saves every change under the key cart', async () => {
    const cart = await loadCart();
    cart.actions().addItem(ganesha);
    expect(saved()).toEqual([{ ...ganesha, quantity: 1 }]);
    cart.actions().addItem(diya);
    expect(saved()).toEqual([
      { ...ganesha, quantity: 1 },
      { ...diya, quantity: 1 },
    ]);
    cart.actions().setQuantity('p2', 5);
    expect(saved()).toEqual([
      { ...ganesha, quantity: 1 },
      { ...diya, quantity: 5 },
    ]);
    cart.actions().removeItem('p1');
    expect(saved()).toEqual([{ ...diya, quantity: 5 }]);
  });

  it('survives a reload', async () => {
    const first = await loadCart();
    first.actions().addItems(diya, 2);
    const stored = localStorage.getItem('cart') ?? undefined;
    const second = await loadCart(stored);
    expect(second.items()).toEqual([{ ...diya, quantity: 2 }]);
  });

  it("follows another tab's change of the cart without writing it back", async () => {
    const cart = await loadCart(JSON.stringify([{ ...diya, quantity: 1 }]));
    // What the other tab wrote, spaced differently from what this tab would write.
    const otherTab = JSON.stringify([{ ...ganesha, quantity: 7 }], null, 2);
    localStorage.setItem('cart', otherTab);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cart', newValue: otherTab, storageArea: localStorage }),
    );
    expect(cart.items()).toEqual([{ ...ganesha, quantity: 7 }]);
    expect(localStorage.getItem('cart')).toBe(otherTab);

    // Writes of this tab are saved again afterwards.
    cart.actions().addItem(diya);
    expect(saved()).toEqual([
      { ...ganesha, quantity: 7 },
      { ...diya, quantity: 1 },
    ]);
  });

  it('empties when another tab clears the storage, and ignores other keys', async () => {
    const cart = await loadCart(JSON.stringify([{ ...diya, quantity: 1 }]));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', newValue: 'abc', storageArea: localStorage }),
    );
    expect(cart.items()).toEqual([{ ...diya, quantity: 1 }]);
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(cart.items()).toEqual([]);
  });
});

describe('cart selectors', () => {
  it('counts pieces, returns the lines as stored, and maps them to API lines', async () => {
    const cart = await loadCart(
      JSON.stringify([
        { ...ganesha, quantity: 2 },
        { ...diya, quantity: 3 },
      ]),
    );
    const state = cart.useCartStore.getState();
    expect(cart.selectCartCount(state)).toBe(5);
    expect(cart.selectCartLines(state)).toBe(state.items);
    expect(cart.toCartLines(state.items)).toEqual([
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 3 },
    ]);
  });
});

describe('cart store: stock', () => {
  const lastTwo = { ...ganesha, stock: 2 };

  it('keeps the stock with the line, and reads carts stored before it did', async () => {
    const cart = await loadCart(JSON.stringify([{ ...diya, quantity: 1 }]));
    cart.actions().addItem(lastTwo);
    expect(cart.items()).toEqual([
      { ...diya, quantity: 1 },
      { ...lastTwo, quantity: 1 },
    ]);
    expect(saved()).toEqual(cart.items());
  });

  it('refuses adding more than the stock has, in the words of the API, and keeps the line', async () => {
    const cart = await loadCart();
    cart.actions().addItems(lastTwo, 3);
    expect(cart.items()).toEqual([]);
    cart.actions().addItems(lastTwo, 2);
    vi.advanceTimersByTime(1000);
    cart.actions().addItem(lastTwo);
    expect(cart.items()).toEqual([{ ...lastTwo, quantity: 2 }]);
    expect(cart.toasts()).toEqual([
      { message: 'Only 2 left of Brass Ganesha', type: 'error' },
      { message: 'Brass Ganesha added to cart!', type: 'success' },
      { message: 'Only 2 left of Brass Ganesha', type: 'error' },
    ]);
  });

  it('refuses an out-of-stock product', async () => {
    const cart = await loadCart();
    cart.actions().addItem({ ...ganesha, stock: 0 });
    expect(cart.items()).toEqual([]);
    expect(cart.toasts()).toEqual([{ message: 'Brass Ganesha is out of stock', type: 'error' }]);
  });

  it('counts an addition against the fresher stock the product brings', async () => {
    const cart = await loadCart(JSON.stringify([{ ...lastTwo, quantity: 2 }]));
    cart.actions().addItem({ ...ganesha, stock: 6 });
    expect(cart.items()).toEqual([{ ...ganesha, stock: 6, quantity: 3 }]);
  });

  it('refuses raising a line above its stock, and always lets it come down', async () => {
    const cart = await loadCart(JSON.stringify([{ ...ganesha, stock: 2, quantity: 4 }]));
    cart.actions().setQuantity('p1', 5);
    expect(cart.items()[0]?.quantity).toBe(4);
    expect(cart.toasts()).toEqual([{ message: 'Only 2 left of Brass Ganesha', type: 'error' }]);
    cart.actions().setQuantity('p1', 3);
    expect(cart.items()[0]?.quantity).toBe(3);
  });

  it('lets a line of unknown stock change as before', async () => {
    const cart = await loadCart(JSON.stringify([{ ...ganesha, quantity: 1 }]));
    cart.actions().setQuantity('p1', 40);
    cart.actions().addItems(ganesha, 10);
    expect(cart.items()).toEqual([{ ...ganesha, quantity: 50 }]);
  });

  it('records fresh counts for its lines and leaves their quantities alone', async () => {
    const cart = await loadCart(
      JSON.stringify([
        { ...ganesha, quantity: 3 },
        { ...diya, stock: 25, quantity: 1 },
      ]),
    );
    cart.actions().updateStock([
      { id: 'p1', stock: 2 },
      { id: 'p2', stock: 24 },
      { id: 'not-in-cart', stock: 9 },
    ]);
    expect(cart.items()).toEqual([
      { ...ganesha, stock: 2, quantity: 3 },
      { ...diya, stock: 24, quantity: 1 },
    ]);
    expect(saved()).toEqual(cart.items());

    const before = cart.items();
    cart.actions().updateStock([{ id: 'p1', stock: 2 }]);
    expect(cart.items()).toBe(before);
    cart.actions().setQuantity('p1', 4);
    expect(cart.items()[0]?.quantity).toBe(3);
  });
});

describe('cart store: what a remote pushes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
  });

  // What a remote built against another version of the store, or with a bug, might call it with.
  const anyAction = (action: (...values: never[]) => void) => action as (...values: unknown[]) => void;

  it.each([
    ['a product without a price', { id: 'p9', name: 'Lamp', image: '' }, 'product.price (invalid_type)'],
    ['a price in words', { ...ganesha, price: 'two thousand' }, 'product.price (invalid_type)'],
    ['a negative price', { ...ganesha, price: -1 }, 'product.price (too_small)'],
    ['a name that is an object', { ...ganesha, name: { en: 'Ganesha' } }, 'product.name (invalid_type)'],
    ['an empty id', { ...ganesha, id: '' }, 'product.id (too_small)'],
    ['a stock below 0', { ...ganesha, stock: -1 }, 'product.stock (too_small)'],
    ['a stock in pieces and a half', { ...ganesha, stock: 1.5 }, 'product.stock (invalid_type)'],
    ['no product at all', null, 'product (invalid_type)'],
  ])(
    'refuses adding %s: the cart, its storage and the toasts stay as they were',
    async (_label, product, problem) => {
      const cart = await loadCart(JSON.stringify([{ ...diya, quantity: 1 }]));
      const before = localStorage.getItem('cart');
      anyAction(cart.actions().addItem)(product);
      anyAction(cart.actions().addItems)(product, 2);
      expect(cart.items()).toEqual([{ ...diya, quantity: 1 }]);
      expect(localStorage.getItem('cart')).toBe(before);
      expect(cart.toasts()).toEqual([]);
      expect(cart.refusals).toEqual([
        { store: 'cart', action: 'addItem', problem },
        { store: 'cart', action: 'addItems', problem },
      ]);
      expect(console.error).toHaveBeenCalledWith(`[cart store] refused addItem: ${problem}`);
    },
  );

  it.each([
    ['not a number', '3'],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('refuses a quantity that is %s, when adding or setting it', async (_label, quantity) => {
    const cart = await loadCart(JSON.stringify([{ ...diya, quantity: 1 }]));
    anyAction(cart.actions().addItems)(ganesha, quantity);
    anyAction(cart.actions().setQuantity)('p2', quantity);
    expect(cart.items()).toEqual([{ ...diya, quantity: 1 }]);
    expect(cart.refusals.map(({ action, problem }) => `${action}: ${problem}`)).toEqual([
      'addItems: quantity (invalid_type)',
      'setQuantity: quantity (invalid_type)',
    ]);
  });

  it('refuses fresh counts that are not counts of pieces', async () => {
    const cart = await loadCart(JSON.stringify([{ ...diya, stock: 4, quantity: 1 }]));
    anyAction(cart.actions().updateStock)([{ id: 'p2', stock: -3 }]);
    anyAction(cart.actions().updateStock)({ p2: 3 });
    expect(cart.items()).toEqual([{ ...diya, stock: 4, quantity: 1 }]);
    expect(cart.refusals.map(({ action, problem }) => `${action}: ${problem}`)).toEqual([
      'updateStock: 0.stock (too_small)',
      'updateStock: payload (invalid_type)',
    ]);
  });

  it('keeps only the fields of a cart item from what a remote added', async () => {
    const cart = await loadCart();
    anyAction(cart.actions().addItem)({ ...ganesha, description: 'Not for the cart' });
    expect(cart.items()).toEqual([{ ...ganesha, quantity: 1 }]);
    expect(cart.refusals).toEqual([]);
  });
});
