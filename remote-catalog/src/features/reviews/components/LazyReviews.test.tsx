import { renderAt } from '@brass/shared/testing/router';
import { act, screen } from '@testing-library/react';
import { noReviews } from '../../../../testing/reviews';
import { LazyReviews } from './LazyReviews';

/**
 * An IntersectionObserver over a section `below` px under the screen's foot: it reports the section
 * within its margin as soon as it observes, and `reach()` brings the section onto the screen.
 */
class Viewport {
  static observers: Viewport[] = [];
  static below = 0;
  private readonly ahead: number;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.ahead = Number.parseInt((options.rootMargin ?? '0px 0px 0px 0px').split(' ')[2]!, 10);
    Viewport.observers.push(this);
  }
  observe(): void {
    if (Viewport.below > 0 && Viewport.below <= this.ahead)
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect(): void {}
  static reach(): void {
    for (const observer of Viewport.observers)
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as never);
  }
}

beforeEach(() => {
  Viewport.observers = [];
  Viewport.below = 0;
  vi.stubGlobal('IntersectionObserver', Viewport);
});
afterEach(() => vi.unstubAllGlobals());

describe('LazyReviews', () => {
  it('draws its heading alone until the shopper nears it, then loads the reviews', async () => {
    renderAt(
      '/product/urli',
      <LazyReviews productId="urli" summary={{ status: 'success', data: noReviews }} />,
    );

    expect(screen.getByRole('region', { name: 'Customer reviews' })).toHaveTextContent('Loading reviews...');
    expect(screen.queryByText('No reviews yet.')).toBeNull();

    act(() => Viewport.reach());
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('leaves a section just below the fold to the first scroll, then loads it ahead of the shopper', async () => {
    Viewport.below = 400;
    renderAt(
      '/product/urli',
      <LazyReviews productId="urli" summary={{ status: 'success', data: noReviews }} />,
    );
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(screen.queryByText('No reviews yet.')).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});
