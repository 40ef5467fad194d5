import type { Product, ProductPage } from '@brass/shared/contract';
import { useCartStore } from '@brass/shared/cart-store';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, pending, sentTo } from '@brass/shared/testing/api-mock';
import { makeProduct } from '../testing/products';
import { renderAt } from '@brass/shared/testing/router';
import ShopPage from './ShopPage';

const catalogue: Product[] = [
  makeProduct('ganesha', { productName: 'Seated Ganesha', mainCategory: 'idols', isNewArrival: true }),
  makeProduct('krishna', { productName: 'Flute Krishna', mainCategory: 'idols' }),
  makeProduct('diya', { productName: 'Kuthu Vilakku', mainCategory: 'lamps', price: 2400 }),
  makeProduct('urli', { productName: 'Lotus Urli', mainCategory: 'decor' }),
];
const categories = ['idols', 'lamps', 'decor', 'idol set'];

/** A small stand-in for the API's paged mode: filters by category and name, pages by page and limit. */
function pagedCatalogue(products: Product[]) {
  return ({ query }: { query: Record<string, string> }): ProductPage => {
    const { category, q } = query;
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 30);
    const matching = products.filter(
      (product) =>
        (!category || product.mainCategory === category) &&
        (!q || product.productName.toLowerCase().includes(q.toLowerCase())),
    );
    return {
      items: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      page,
      limit,
      categories,
    };
  };
}

const productNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The query of each request for products, oldest first. */
const productQueries = () => sentTo('GET /api/products').map((request) => request.query);

afterEach(() => {
  vi.useRealTimers();
});

describe('ShopPage', () => {
  it("shows 'SHOP ALL', 'Loading...' while the first page loads", () => {
    answer('GET /api/products', pending());
    const { container } = renderAt('/products', <ShopPage params={{}} />);

    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'catalog');
    expect(screen.getByRole('heading', { level: 1, name: 'SHOP ALL' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows a card per product: link, NEW badge for new arrivals, name, price, Add to Cart', async () => {
    answer('GET /api/products', pagedCatalogue(catalogue));
    renderAt('/products', <ShopPage params={{}} />);

    expect(await screen.findByText('Seated Ganesha')).toBeVisible();
    expect(productQueries()).toContainEqual({ page: '1', limit: '30' });
    expect(productNames()).toEqual(['Seated Ganesha', 'Flute Krishna', 'Kuthu Vilakku', 'Lotus Urli']);
    const [ganesha, , diya] = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(within(ganesha!).getByRole('link')).toHaveAttribute('href', '/product/ganesha');
    expect(within(ganesha!).getByText('NEW')).toBeVisible();
    expect(within(diya!).queryByText('NEW')).not.toBeInTheDocument();
    expect(within(diya!).getByText('₹2,400')).toBeVisible();
    expect(screen.getByText('Showing 4 of 4 products')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('adds a product to the cart from its card', async () => {
    useCartStore.setState({ items: [] });
    answer('GET /api/products', pagedCatalogue(catalogue));
    renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Lotus Urli' }));
    expect(useCartStore.getState().items).toEqual([
      {
        id: 'urli',
        name: 'Lotus Urli',
        image: '/images/products/urli-480.webp',
        price: 1000,
        stock: 25,
        quantity: 1,
      },
    ]);
  });

  it("says 'Only N left' or 'Out of stock' on a card, and an empty shelf's Add to Cart is disabled", async () => {
    const [ganesha, krishna, diya] = catalogue;
    answer(
      'GET /api/products',
      pagedCatalogue([ganesha!, { ...krishna!, stock: 3 }, { ...diya!, stock: 0 }]),
    );
    renderAt('/products', <ShopPage params={{}} />);

    const card = async (name: string) => within((await screen.findByText(name)).closest('li')!);
    expect((await card('Flute Krishna')).getByText('Only 3 left')).toBeVisible();
    expect((await card('Flute Krishna')).getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
    expect((await card('Kuthu Vilakku')).getByText('Out of stock')).toBeVisible();
    expect((await card('Kuthu Vilakku')).getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    // Plenty on the shelf goes without saying on a card.
    expect((await card('Seated Ganesha')).queryByText(/stock|left/)).not.toBeInTheDocument();
  });

  it('offers All and the capitalised categories, in the sidebar and the dropdown', async () => {
    answer('GET /api/products', pagedCatalogue(catalogue));
    renderAt('/products', <ShopPage params={{}} />);
    await screen.findByText('Seated Ganesha');

    const sidebar = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(sidebar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All',
      'Idols',
      'Lamps',
      'Decor',
      'Idol set',
    ]);
    expect(within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option')).toHaveLength(5);
  });

  it('narrows the grid to the category chosen in the sidebar, and keeps it in the URL', async () => {
    answer('GET /api/products', pagedCatalogue(catalogue));
    const { location } = renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();
    await screen.findByText('Seated Ganesha');

    await user.click(screen.getByRole('link', { name: 'Idols' }));

    expect(location.history.at(-1)).toBe('/products?category=idols');
    await waitFor(() => expect(productNames()).toEqual(['Seated Ganesha', 'Flute Krishna']));
    expect(productQueries().at(-1)).toEqual({ page: '1', limit: '30', category: 'idols' });
    expect(screen.getByRole('link', { name: 'Idols' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Idols · Shop all · Brass Aangan');
  });

  it('opens on the category from the URL, on /shop too, and changes it from the dropdown', async () => {
    answer('GET /api/products', pagedCatalogue(catalogue));
    const { location } = renderAt('/shop?category=lamps', <ShopPage params={{}} />);
    const user = userEvent.setup();

    await waitFor(() => expect(productNames()).toEqual(['Kuthu Vilakku']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Decor');

    expect(location.history.at(-1)).toBe('/shop?category=decor');
    await waitFor(() => expect(productNames()).toEqual(['Lotus Urli']));
  });

  it('searches after a pause in typing, keeping the search in the URL', async () => {
    answer('GET /api/products', pagedCatalogue(catalogue));
    const { location } = renderAt('/products?category=idols', <ShopPage params={{}} />);
    await screen.findByText('Flute Krishna');
    vi.useFakeTimers();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'krish' },
    });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(location.history.at(-1)).toBe('/products?category=idols');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(location.history.at(-1)).toBe('/products?category=idols&q=krish');
    vi.useRealTimers();

    await waitFor(() => expect(productNames()).toEqual(['Flute Krishna']));
    expect(productQueries().at(-1)).toEqual({ page: '1', limit: '30', category: 'idols', q: 'krish' });
  });

  it("sorts by the option chosen, in the URL, and clears it for Featured, the owner's order", async () => {
    answer('GET /api/products', pagedCatalogue(catalogue));
    const { location } = renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();
    await screen.findByText('Seated Ganesha');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Featured');

    await user.selectOptions(sort, 'Price: high to low');
    expect(location.history.at(-1)).toBe('/products?sort=price-desc');
    await waitFor(() =>
      expect(productQueries().at(-1)).toEqual({ page: '1', limit: '30', sort: 'price-desc' }),
    );

    await user.selectOptions(sort, 'Newest');
    expect(location.history.at(-1)).toBe('/products?sort=newest');
    await waitFor(() => expect(productQueries().at(-1)).toEqual({ page: '1', limit: '30', sort: 'newest' }));

    await user.selectOptions(sort, 'Featured');
    expect(location.history.at(-1)).toBe('/products');
    await waitFor(() => expect(productQueries().at(-1)).toEqual({ page: '1', limit: '30' }));
    expect(await screen.findByText('Seated Ganesha')).toBeVisible();
  });

  it('loads the next page on Load more, appending it', async () => {
    const many = Array.from({ length: 45 }, (_, index) => makeProduct(`p${index + 1}`));
    answer('GET /api/products', pagedCatalogue(many));
    renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();

    expect(await screen.findByText('Showing 30 of 45 products')).toBeVisible();
    // Decorative (alt=""): the card's link already names the product.
    const images = screen.getByRole('list', { name: 'Products' }).querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[4]).toHaveAttribute('loading', 'eager');
    expect(images[5]).toHaveAttribute('loading', 'lazy');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 45 of 45 products')).toBeVisible();
    expect(productNames()).toHaveLength(45);
    expect(productNames().at(-1)).toBe('Brass p45');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the next page fails, and can try again', async () => {
    const many = Array.from({ length: 45 }, (_, index) => makeProduct(`p${index + 1}`));
    let failNext = true;
    const serve = pagedCatalogue(many);
    answer('GET /api/products', (request) =>
      request.query.page === '2' && failNext ? failure(500, 'Something went wrong') : serve(request),
    );
    renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More products could not be loaded.');
    expect(productNames()).toHaveLength(30);

    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 45 of 45 products')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'No products found.' when nothing matches", async () => {
    answer('GET /api/products', pagedCatalogue([]));
    renderAt('/products', <ShopPage params={{}} />);

    expect(await screen.findByText('No products found.')).toBeVisible();
  });

  it("shows 'No products found.' when the products fail to load", async () => {
    answer('GET /api/products', failure(500, 'Something went wrong'));
    renderAt('/products', <ShopPage params={{}} />);

    expect(await screen.findByText('No products found.')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
