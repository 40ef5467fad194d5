import type { Product } from '@brass/shared/contracts/catalog';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { answer, sentTo } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prerenderedSearchBoxWith } from '../../../testing/prerendered-search-box';
import { HeaderSearch } from './HeaderSearch';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

function product(id: string, productName: string, mainCategory?: string): Product {
  return {
    _id: id,
    productName,
    price: 1500,
    compareAtPrice: null,
    description: `${productName}, cast by hand.`,
    image: `/images/products/${id}-480.webp`,
    ...(mainCategory ? { mainCategory } : {}),
    isNewArrival: false,
    stock: 10,
    facts: {
      heightCm: null,
      widthCm: null,
      depthCm: null,
      weightKg: null,
      material: 'Brass',
      finish: null,
      care: null,
      hsnCode: null,
    },
  };
}

const ganeshas = [
  product('ganesha-6', 'Seated Ganesha (6 inch)', 'idols'),
  product('ganesha-lakshmi', 'Ganesha and Lakshmi Pair', 'idol set'),
];

/** Answers suggestions as the API would: products whose name has every word, at most `limit`. */
function serveSuggestions(products: Product[] = ganeshas) {
  answer('GET /api/products', ({ query }) => {
    const words = query.q!.toLowerCase().split(/\s+/);
    const items = products.filter((item) =>
      words.every((word) => item.productName.toLowerCase().includes(word)),
    );
    return { items, total: items.length, page: 1, limit: Number(query.limit), categories: [] };
  });
}

function renderSearch(path = '/blogs') {
  const location = memoryLocation(path);
  render(location.wrap(<HeaderSearch />));
  return location;
}

const box = () => screen.getByRole('combobox', { name: 'Search the shop' });

/** The pointer on its way to the box makes it the combobox it turns into; then the box is clicked. */
async function focusBox(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(screen.getByRole('search', { name: 'Shop' }));
  // The first time, its code is transformed on the spot: slower than a browser's.
  await user.click(await screen.findByRole('combobox', { name: 'Search the shop' }, { timeout: 5000 }));
  expect(box()).toHaveFocus();
}

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig());
});

describe('HeaderSearch', () => {
  it('is a labelled field of a search landmark that sends the words to the shop list, asking nothing on its own', async () => {
    const location = renderSearch();
    const user = userEvent.setup();
    const form = screen.getByRole('search', { name: 'Shop' });
    const field = within(form).getByRole('searchbox', { name: 'Search the shop' });

    // Before any script, the form alone opens the list for the words.
    expect(form).toHaveAttribute('action', '/products');
    expect(form).toHaveAttribute('method', 'get');
    expect(field).toHaveAttribute('name', 'q');

    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(location.history.at(-1)).toBe('/products');
    expect(sentTo('GET /api/products')).toEqual([]);
  });

  it('suggests products as the shopper types, once typing pauses, with name, thumbnail and category', async () => {
    serveSuggestions();
    renderSearch();
    const user = userEvent.setup();
    await focusBox(user);
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('g');
    await user.keyboard('anesha');

    const suggestions = await screen.findByRole('listbox', { name: 'Search the shop' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', suggestions.id);
    expect(sentTo('GET /api/products').map((request) => request.query)).toEqual([
      { q: 'ganesha', limit: '6', page: '1' },
    ]);
    const options = within(suggestions).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Seated Ganesha (6 inch), idols',
      'Ganesha and Lakshmi Pair, idol set',
    ]);
    expect(options[0]!.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/images/products/ganesha-6-240.webp',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 products suggested.');
  });

  it('asks nothing for a single letter', async () => {
    renderSearch();
    const user = userEvent.setup();
    await focusBox(user);

    await user.keyboard('g');
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(sentTo('GET /api/products')).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the suggestions with the arrow keys and opens the highlighted one with Enter', async () => {
    serveSuggestions();
    const location = renderSearch();
    const user = userEvent.setup();
    await focusBox(user);
    await user.keyboard('ganesha');
    const [first, second] = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', '');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);

    await user.keyboard('{Enter}');

    expect(location.history.at(-1)).toBe('/product/ganesha-6');
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the shop list for the words on Enter when no suggestion is highlighted', async () => {
    serveSuggestions();
    const location = renderSearch();
    const user = userEvent.setup();
    await focusBox(user);
    await user.keyboard('seated ganesha');
    await screen.findByRole('listbox');

    await user.keyboard('{Enter}');

    expect(location.history.at(-1)).toBe('/products?q=seated+ganesha');
    expect(box()).toHaveValue('seated ganesha');
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens a suggestion that is clicked', async () => {
    serveSuggestions();
    const location = renderSearch();
    const user = userEvent.setup();
    await focusBox(user);
    await user.keyboard('lakshmi');

    await user.click(await screen.findByRole('option', { name: /^Ganesha and Lakshmi Pair/ }));

    expect(location.history.at(-1)).toBe('/product/ganesha-lakshmi');
  });

  it('closes the suggestions with Escape, and a second Escape empties the box', async () => {
    serveSuggestions();
    renderSearch();
    const user = userEvent.setup();
    await focusBox(user);
    await user.keyboard('ganesha');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('ganesha');

    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('leaves a highlighted suggestion unopened when the shopper tabs away', async () => {
    serveSuggestions();
    const location = renderSearch();
    const user = userEvent.setup();
    await focusBox(user);
    await user.keyboard('ganesha');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');

    await user.tab();

    expect(location.history).toEqual(['/blogs']);
    expect(box()).toHaveValue('ganesha');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches, and Enter still searches the whole shop', async () => {
    serveSuggestions();
    const location = renderSearch();
    const user = userEvent.setup();
    await focusBox(user);
    await user.keyboard('spaceship');

    expect(
      await screen.findByText('No product matches “spaceship”. Press Enter to search the whole shop.'),
    ).toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/products?q=spaceship');
  });

  it('suggests for words typed into the header prerendered before the scripts started, the focus still in it', async () => {
    serveSuggestions();
    const { root } = prerenderedSearchBoxWith('ganesha');

    render(memoryLocation('/').wrap(<HeaderSearch />), { container: root });

    const suggestions = await screen.findByRole('listbox', { name: 'Search the shop' }, { timeout: 5000 });
    expect(within(suggestions).getAllByRole('option').length).toBeGreaterThan(0);
    root.remove();
  });
});
