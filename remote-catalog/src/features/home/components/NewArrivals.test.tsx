import { act, fireEvent, screen, within } from '@testing-library/react';
import { answer, failure, pending } from '@brass/shared/testing/api-mock';
import { makeProduct, newArrivals } from '../../../../testing/products';
import { renderAt } from '@brass/shared/testing/router';
import { NewArrivals } from './NewArrivals';

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const shownNames = () =>
  within(screen.getByTestId('new-arrivals-list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^Brass /).textContent);

/** Twelve new arrivals and one older product, which must never be listed. */
function serveCatalogue() {
  answer('GET /api/products', [makeProduct('old'), ...newArrivals(12)]);
  answer('GET /api/settings/new-arrivals-title', { newArrivalsTitle: 'Fresh from the foundry' });
}

async function renderLoaded() {
  renderAt('/', <NewArrivals />);
  await screen.findByTestId('new-arrivals-list');
}

beforeEach(() => {
  window.innerWidth = 1280;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('NewArrivals', () => {
  it('lists only new arrivals, five at a time on wide screens, under the title from settings', async () => {
    serveCatalogue();
    await renderLoaded();

    expect(screen.getByRole('heading', { level: 2, name: 'Fresh from the foundry' })).toBeVisible();
    expect(shownNames()).toEqual(['Brass new-1', 'Brass new-2', 'Brass new-3', 'Brass new-4', 'Brass new-5']);
    expect(screen.queryByText('Brass old')).not.toBeInTheDocument();
    const firstCard = screen.getAllByRole('link')[0]!;
    expect(firstCard).toHaveAttribute('href', '/product/new-1');
    expect(within(firstCard).getByText('NEW')).toBeVisible();
    expect(within(firstCard).getByText('₹1,000')).toBeVisible();
  });

  it.each([
    [375, 1],
    [639, 1],
    [640, 3],
    [1023, 3],
    [1024, 5],
  ])('shows pages sized for a %i px window: %i product(s)', async (width, size) => {
    window.innerWidth = width;
    serveCatalogue();
    await renderLoaded();

    expect(shownNames()).toHaveLength(size);
  });

  it('follows the window as it is resized', async () => {
    serveCatalogue();
    await renderLoaded();

    setWidth(800);
    expect(shownNames()).toHaveLength(3);
    setWidth(500);
    expect(shownNames()).toEqual(['Brass new-1']);
  });

  it('shows dots on wide screens, one per page, the current one marked', async () => {
    serveCatalogue();
    await renderLoaded();

    const dots = within(screen.getByRole('group', { name: 'New arrivals pages' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Page 1', 'Page 2', 'Page 3']);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('1 / 3')).not.toBeInTheDocument();
  });

  it("shows 'n / total' instead of dots on narrow screens", async () => {
    window.innerWidth = 375;
    serveCatalogue();
    await renderLoaded();

    expect(screen.getByText('1 / 12')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'New arrivals pages' })).not.toBeInTheDocument();
  });

  it('fades the list out, switches the page after 200 ms, then fades it in', async () => {
    serveCatalogue();
    await renderLoaded();
    vi.useFakeTimers();
    const list = screen.getByTestId('new-arrivals-list');

    fireEvent.click(screen.getByRole('button', { name: 'Next new arrivals' }));
    expect(list).toHaveClass('faded');
    expect(shownNames()[0]).toBe('Brass new-1');

    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(shownNames()[0]).toBe('Brass new-1');
    expect(list).toHaveClass('faded');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownNames()).toEqual([
      'Brass new-6',
      'Brass new-7',
      'Brass new-8',
      'Brass new-9',
      'Brass new-10',
    ]);
    expect(list).not.toHaveClass('faded');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('pages with the arrows, which stop at the first and last page', async () => {
    window.innerWidth = 375;
    serveCatalogue();
    await renderLoaded();
    vi.useFakeTimers();
    const previous = screen.getByRole('button', { name: 'Previous new arrivals' });
    const next = screen.getByRole('button', { name: 'Next new arrivals' });
    expect(previous).toBeDisabled();

    fireEvent.click(next);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByText('2 / 12')).toBeVisible();
    expect(shownNames()).toEqual(['Brass new-2']);

    fireEvent.click(previous);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByText('1 / 12')).toBeVisible();

    for (let page = 1; page < 12; page += 1) {
      fireEvent.click(next);
      act(() => {
        vi.advanceTimersByTime(200);
      });
    }
    expect(screen.getByText('12 / 12')).toBeVisible();
    expect(next).toBeDisabled();
  });

  it('jumps to a page from its dot', async () => {
    serveCatalogue();
    await renderLoaded();
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(shownNames()).toEqual(['Brass new-11', 'Brass new-12']);
  });

  it("shows 'Loading...' while loading", () => {
    answer('GET /api/products', pending());
    answer('GET /api/settings/new-arrivals-title', pending());
    renderAt('/', <NewArrivals />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("shows 'No new arrivals.' when none is flagged", async () => {
    answer('GET /api/products', [makeProduct('old')]);
    answer('GET /api/settings/new-arrivals-title', failure(500, 'Something went wrong'));
    renderAt('/', <NewArrivals />);

    expect(await screen.findByText('No new arrivals.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'New Arrivals' })).toBeVisible();
  });

  it("shows 'No new arrivals.' when the products fail to load", async () => {
    answer('GET /api/products', failure(500, 'Something went wrong'));
    answer('GET /api/settings/new-arrivals-title', failure(500, 'Something went wrong'));
    renderAt('/', <NewArrivals />);

    expect(await screen.findByText('No new arrivals.')).toBeVisible();
  });
});
