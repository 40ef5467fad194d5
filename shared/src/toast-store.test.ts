import { onStoreRefusal, type StoreRefusal } from '@brass/shared/store-refusals';
import { toast, useToastStore } from './toast-store';

const messages = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));

beforeAll(() => {
  vi.useFakeTimers();
});

beforeEach(() => {
  // Runs out every earlier toast and its duplicate window, so no test sees another's toasts.
  vi.advanceTimersByTime(60_000);
  expect(useToastStore.getState().toasts).toEqual([]);
});

afterAll(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows toasts of each type through the plain helpers', () => {
    toast.success('Saved');
    toast.error('Broken');
    toast.info('Note');
    expect(messages()).toEqual([
      { message: 'Saved', type: 'success' },
      { message: 'Broken', type: 'error' },
      { message: 'Note', type: 'info' },
    ]);
  });

  it('removes a toast 3000 ms after it was shown', () => {
    toast.success('Saved');
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual([{ message: 'Saved', type: 'success' }]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('keeps a toast given a longer lifetime until that lifetime ends', () => {
    useToastStore.getState().showToast('A notice about your account', 'info', 12_000);
    vi.advanceTimersByTime(11_999);
    expect(messages()).toEqual([{ message: 'A notice about your account', type: 'info' }]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('removes each toast on its own schedule', () => {
    toast.info('First');
    vi.advanceTimersByTime(1000);
    toast.info('Second');
    vi.advanceTimersByTime(2000);
    expect(messages().map((item) => item.message)).toEqual(['Second']);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
  });

  it('ignores an identical message within 500 ms of the previous one', () => {
    const first = toast.info('Cart cleared!');
    vi.advanceTimersByTime(499);
    const second = toast.info('Cart cleared!');
    expect(first).toBeTypeOf('number');
    expect(second).toBeUndefined();
    expect(messages()).toHaveLength(1);
  });

  it('treats the same text as identical whatever its type', () => {
    toast.success('Done');
    toast.error('Done');
    expect(messages()).toEqual([{ message: 'Done', type: 'success' }]);
  });

  it('shows an identical message again once 500 ms have passed', () => {
    toast.info('Cart cleared!');
    vi.advanceTimersByTime(500);
    toast.info('Cart cleared!');
    expect(messages()).toHaveLength(2);
  });

  it('shows a different message at once', () => {
    toast.success('A added to cart!');
    toast.success('B added to cart!');
    expect(messages().map((item) => item.message)).toEqual(['A added to cart!', 'B added to cart!']);
  });

  it('closes a toast on dismiss, and its timer then removes nothing else', () => {
    const id = toast.error('Payment failed')!;
    vi.advanceTimersByTime(1000);
    toast.info('Other');
    useToastStore.getState().dismissToast(id);
    expect(messages()).toEqual([{ message: 'Other', type: 'info' }]);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([{ message: 'Other', type: 'info' }]);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
  });

  it('keeps the place a toast offers to go', () => {
    toast.success('Brass Ganesha added to cart!', { label: 'View cart', to: '/cart' });
    expect(useToastStore.getState().toasts).toMatchObject([
      { message: 'Brass Ganesha added to cart!', action: { label: 'View cart', to: '/cart' } },
    ]);
  });

  it('gives every toast its own id', () => {
    const ids = [toast.info('one'), toast.info('two'), toast.info('three')];
    expect(new Set(ids).size).toBe(3);
    expect(useToastStore.getState().toasts.map((item) => item.id)).toEqual(ids);
  });
});

describe('toast store: what a remote pushes', () => {
  const refusals: StoreRefusal[] = [];
  let stopListening = () => undefined as unknown;
  beforeEach(() => {
    refusals.length = 0;
    stopListening = onStoreRefusal((refusal) => refusals.push(refusal));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stopListening();
    vi.mocked(console.error).mockRestore();
  });

  const show = (...args: unknown[]) =>
    (useToastStore.getState().showToast as (...values: unknown[]) => number | undefined)(...args);

  it.each([
    ['a message that is not text', [{ text: 'Saved' }, 'success'], 'message (invalid_type)'],
    ['an empty message', ['', 'info'], 'message (too_small)'],
    ['a message of a whole page', ['x'.repeat(501), 'info'], 'message (too_big)'],
    ['an unknown type', ['Saved', 'warning'], 'type (invalid_value)'],
    ['a lifetime that never ends', ['Saved', 'info', Number.POSITIVE_INFINITY], 'lifetimeMs (invalid_type)'],
    ['a lifetime of an hour', ['Saved', 'info', 3_600_000], 'lifetimeMs (too_big)'],
    [
      'an action to another site',
      ['Saved', 'info', 3000, { label: 'View cart', to: '//evil.in' }],
      'action.to (regex)',
    ],
    [
      'an action without a label',
      ['Saved', 'info', 3000, { label: '', to: '/cart' }],
      'action.label (too_small)',
    ],
  ])('refuses %s, logs it and tells the listener, showing nothing', (_label, args, problem) => {
    expect(show(...args)).toBeUndefined();
    expect(messages()).toEqual([]);
    expect(refusals).toEqual([{ store: 'toast', action: 'showToast', problem }]);
    expect(console.error).toHaveBeenCalledWith(`[toast store] refused showToast: ${problem}`);
  });

  it('still shows a well-formed toast after refusing one', () => {
    show(42, 'info');
    toast.success('Brass Diya added to cart!');
    expect(messages()).toEqual([{ message: 'Brass Diya added to cart!', type: 'success' }]);
    expect(refusals).toHaveLength(1);
  });

  it('keeps refusing when a listener throws', () => {
    onStoreRefusal(() => {
      throw new Error('reporter broke');
    });
    expect(() => show(null)).not.toThrow();
    expect(messages()).toEqual([]);
  });
});
