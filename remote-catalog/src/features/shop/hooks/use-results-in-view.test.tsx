import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useResultsInView } from './use-results-in-view';

function Results({ choice }: { choice: string }) {
  const results = useRef<HTMLElement>(null);
  useResultsInView(results, choice);
  return <section ref={results} aria-label="Results" />;
}

/** Places the results section's top where the test says, and records each scroll asked of it. */
function placeResultsAt(top: number) {
  const scrolled = vi.fn();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  HTMLElement.prototype.scrollIntoView = scrolled;
  return scrolled;
}

describe('useResultsInView', () => {
  beforeEach(() => {
    window.innerHeight = 800;
  });
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the results below the screen once the shopper chooses a filter, not before', () => {
    const scrolled = placeResultsAt(1400);
    const { rerender } = render(<Results choice="category=diyas" />);
    expect(scrolled).not.toHaveBeenCalled();

    rerender(<Results choice="category=diyas&finish=antique" />);
    expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: 'start', behavior: 'smooth' });

    rerender(<Results choice="category=diyas&finish=antique" />);
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it('scrolls back up to results whose top was scrolled past', () => {
    const scrolled = placeResultsAt(-900);
    const { rerender } = render(<Results choice="" />);
    rerender(<Results choice="sort=price-asc" />);
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it('leaves the page where it is when the results already start on screen', () => {
    const scrolled = placeResultsAt(240);
    const { rerender } = render(<Results choice="" />);
    rerender(<Results choice="inStock=true" />);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
