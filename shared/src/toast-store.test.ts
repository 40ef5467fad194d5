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

  it('gives every toast its own id', () => {
    const ids = [toast.info('one'), toast.info('two'), toast.info('three')];
    expect(new Set(ids).size).toBe(3);
    expect(useToastStore.getState().toasts.map((item) => item.id)).toEqual(ids);
  });
});
