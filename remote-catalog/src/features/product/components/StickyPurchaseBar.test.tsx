import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { StickyPurchaseBar } from './StickyPurchaseBar';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
let report: Report = () => undefined;

class ObserverOfTheRow {
  constructor(callback: Report) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

function Page({ soldOut = false, onAdd = () => undefined }: { soldOut?: boolean; onAdd?: () => void }) {
  const purchase = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={purchase}>
        <button type="button">Add to Cart</button>
      </div>
      <StickyPurchaseBar
        purchase={purchase}
        productName="Dancing Ganesha"
        price={4200}
        soldOut={soldOut}
        onAdd={onAdd}
      />
    </>
  );
}

const rowIs = (isIntersecting: boolean, top: number) =>
  act(() => report([{ isIntersecting, boundingClientRect: { top } as DOMRect }]));

describe('StickyPurchaseBar', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', ObserverOfTheRow));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the price and Add to Cart in reach while the page’s own row is below the screen', async () => {
    const onAdd = vi.fn();
    render(<Page onAdd={onAdd} />);
    expect(screen.queryByRole('button', { name: 'Add to Cart: Dancing Ganesha' })).toBeNull();

    rowIs(false, 1400);
    expect(screen.getByText('₹4,200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Dancing Ganesha' }));
    expect(onAdd).toHaveBeenCalledOnce();

    // Reached, or scrolled past upwards: the page's own row is the one to use.
    rowIs(true, 500);
    expect(screen.queryByRole('button', { name: 'Add to Cart: Dancing Ganesha' })).toBeNull();
    rowIs(false, -300);
    expect(screen.queryByRole('button', { name: 'Add to Cart: Dancing Ganesha' })).toBeNull();
  });

  it('offers nothing for a sold-out piece', () => {
    render(<Page soldOut />);
    rowIs(false, 1400);
    expect(screen.queryByRole('button', { name: 'Add to Cart: Dancing Ganesha' })).toBeNull();
  });
});
