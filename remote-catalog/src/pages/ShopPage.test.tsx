import type { Product } from '@brass/shared/contracts/catalog';
import { useCartStore } from '@brass/shared/cart-store';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, pending, sentTo } from '@brass/shared/testing/api-mock';
import { makeProduct } from '../../testing/products';
import { pagedCatalogue } from '../../testing/product-pages';
import { renderAt } from '@brass/shared/testing/router';
import { laterPagesKey, productPageKey } from '../features/shop/api/get-product-page';
import { ServerDataProvider } from '@brass/shared/server-data';
import ShopPage from './ShopPage';

const brass = makeProduct('x').facts;
const catalogue: Product[] = [
  makeProduct('ganesha', { productName: 'Seated Ganesha', mainCategory: 'idols', isNewArrival: true }),
  makeProduct('krishna', { productName: 'Flute Krishna', mainCategory: 'idols', price: 3200 }),
  makeProduct('diya', {
    productName: 'Kuthu Vilakku',
    mainCategory: 'lamps',
    price: 2400,
    facts: { ...brass, finish: 'Polished' },
  }),
  makeProduct('urli', { productName: 'Lotus Urli', mainCategory: 'decor', price: 800, stock: 0 }),
];
const categories = ['idols', 'lamps', 'decor', 'idol set'];
const serveCatalogue = (products = catalogue) =>
  answer('GET /api/products', pagedCatalogue(products, categories));

const productNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The query of each request for products, oldest first. */
const productQueries = () => sentTo('GET /api/products').map((request) => request.query);
const firstPage = { page: '1', limit: '30', facets: 'true' };

const refine = () => within(screen.getByRole('region', { name: 'Refine by' }));
/** A link's words as a screen reader reads them: without what is hidden from it (the counts' figures). */
const spoken = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
};
const linksOf = (element: HTMLElement) => within(element).getAllByRole('link').map(spoken);

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
    serveCatalogue();
    renderAt('/products', <ShopPage params={{}} />);

    expect(await screen.findByText('Seated Ganesha')).toBeVisible();
    expect(productQueries()).toEqual([firstPage]);
    expect(productNames()).toEqual(['Seated Ganesha', 'Flute Krishna', 'Kuthu Vilakku', 'Lotus Urli']);
    const [ganesha, , diya] = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(within(ganesha!).getByRole('link')).toHaveAttribute('href', '/product/ganesha');
    expect(within(ganesha!).getByText('NEW')).toBeVisible();
    expect(within(diya!).queryByText('NEW')).not.toBeInTheDocument();
    expect(within(diya!).getByText('₹2,400')).toBeVisible();
    // The image's box is reserved before it loads: nothing moves when it arrives.
    expect(within(diya!).getByRole('presentation')).toHaveAttribute('width', '180');
    expect(within(diya!).getByRole('presentation')).toHaveAttribute('height', '180');
    expect(screen.getByText('Showing 4 of 4 products')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('adds a product to the cart from its card', async () => {
    useCartStore.setState({ items: [] });
    serveCatalogue();
    renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Flute Krishna' }));
    expect(useCartStore.getState().items).toEqual([
      {
        id: 'krishna',
        name: 'Flute Krishna',
        image: '/images/products/krishna-480.webp',
        price: 3200,
        stock: 25,
        quantity: 1,
      },
    ]);
  });

  it("says 'Only N left' or 'Out of stock' on a card, and a sold-out product's Add to Cart is disabled", async () => {
    const [ganesha, krishna, diya] = catalogue;
    serveCatalogue([ganesha!, { ...krishna!, stock: 3 }, { ...diya!, stock: 0 }]);
    renderAt('/products', <ShopPage params={{}} />);

    const card = async (name: string) => within((await screen.findByText(name)).closest('li')!);
    expect((await card('Flute Krishna')).getByText('Only 3 left')).toBeVisible();
    expect((await card('Flute Krishna')).getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
    expect((await card('Kuthu Vilakku')).getByText('Out of stock')).toBeVisible();
    expect((await card('Kuthu Vilakku')).getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    // Plenty in stock goes without saying on a card.
    expect((await card('Seated Ganesha')).queryByText(/stock|left/)).not.toBeInTheDocument();
  });

  it('offers All and the capitalised categories with their counts in the sidebar, and by name in the dropdown', async () => {
    serveCatalogue();
    renderAt('/products', <ShopPage params={{}} />);
    await screen.findByText('Seated Ganesha');

    const sidebar = screen.getByRole('navigation', { name: 'Categories' });
    expect(linksOf(sidebar)).toEqual([
      'All',
      'Idols, 2 products',
      'Lamps, 1 product',
      'Decor, 1 product',
      'Idol set, 0 products',
    ]);
    // To the eye, the figure alone.
    const idols = within(sidebar).getByRole('link', { name: 'Idols, 2 products' });
    expect(within(idols).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    expect(within(sidebar).getByRole('link', { name: 'Lamps, 1 product' })).toHaveAttribute(
      'href',
      '/products?category=lamps',
    );
    expect(
      within(screen.getByRole('combobox', { name: 'Category' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Idols', 'Lamps', 'Decor', 'Idol set']);
  });

  it("narrows the grid to the category chosen in the sidebar, keeps it in the URL, and heads the page with the category's own words", async () => {
    serveCatalogue();
    const { location } = renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();
    await screen.findByText('Seated Ganesha');
    expect(screen.queryByText(/cast in solid brass/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /^Idols/ }));

    expect(location.history.at(-1)).toBe('/products?category=idols');
    await waitFor(() => expect(productNames()).toEqual(['Seated Ganesha', 'Flute Krishna']));
    expect(productQueries().at(-1)).toEqual({ ...firstPage, category: 'idols' });
    expect(screen.getByRole('link', { name: /^Idols/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SHOP ALL Brass Idols');
    expect(screen.getByText(/^Ganesha, Lakshmi, Krishna, Buddha, Nataraja and more/)).toBeVisible();
    expect(document.title).toBe('Idols · Shop all · Brass Aangan');
  });

  it('opens on the category from the URL, on /shop too, and changes it from the dropdown', async () => {
    serveCatalogue();
    const { location } = renderAt('/shop?category=lamps', <ShopPage params={{}} />);
    const user = userEvent.setup();

    await waitFor(() => expect(productNames()).toEqual(['Kuthu Vilakku']));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lamps and Diyas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Decor');

    expect(location.history.at(-1)).toBe('/shop?category=decor');
    await waitFor(() => expect(productNames()).toEqual(['Lotus Urli']));
  });

  it('names a category it has no words for as it is stored', async () => {
    serveCatalogue([makeProduct('gong', { productName: 'Temple Gong', mainCategory: 'gongs' })]);
    renderAt('/products?category=gongs', <ShopPage params={{}} />);

    expect(await screen.findByText('Temple Gong')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SHOP ALL Gongs');
  });

  it('offers price, finish and the collections with what each would show, and combines them with the category', async () => {
    serveCatalogue();
    const { location } = renderAt('/products?category=idols', <ShopPage params={{}} />);
    const user = userEvent.setup();
    await screen.findByText('Flute Krishna');

    // Counts keep the other filters: the idols' prices, finishes and collections.
    expect(linksOf(refine().getByRole('list', { name: 'Price' }))).toEqual([
      'Any price',
      '₹1,000 to ₹2,500, 1 product',
      '₹2,500 to ₹5,000, 1 product',
    ]);
    expect(linksOf(refine().getByRole('list', { name: 'Finish' }))).toEqual([
      'Any finish',
      'Antique, 2 products',
    ]);
    expect(linksOf(refine().getByRole('list', { name: 'Collections' }))).toEqual([
      'Any collection',
      'New arrival, 1 product',
    ]);
    // Every product is brass: a material filter would choose nothing.
    expect(refine().queryByRole('list', { name: 'Material' })).not.toBeInTheDocument();

    await user.click(refine().getByRole('link', { name: /^₹2,500 to ₹5,000/ }));

    expect(location.history.at(-1)).toBe('/products?category=idols&price=2500-5000');
    await waitFor(() => expect(productNames()).toEqual(['Flute Krishna']));
    expect(productQueries().at(-1)).toEqual({ ...firstPage, category: 'idols', price: '2500-5000' });
    expect(refine().getByRole('link', { name: /^₹2,500 to ₹5,000/ })).toHaveAttribute('aria-current', 'true');
    expect(refine().getByRole('link', { name: 'Any price' })).toHaveAttribute(
      'href',
      '/products?category=idols',
    );
  });

  it('offers material when the products come in more than one', async () => {
    serveCatalogue([
      ...catalogue,
      makeProduct('bell', { productName: 'Bronze Bell', facts: { ...brass, material: 'Bronze' } }),
    ]);
    renderAt('/products', <ShopPage params={{}} />);
    await screen.findByText('Bronze Bell');

    expect(linksOf(refine().getByRole('list', { name: 'Material' }))).toEqual([
      'Any material',
      'Brass, 4 products',
      'Bronze, 1 product',
    ]);
  });

  it('shows only what can be bought now with In stock only, kept in the URL', async () => {
    serveCatalogue();
    const { location } = renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();
    await screen.findByText('Lotus Urli');
    const inStock = screen.getByRole('checkbox', { name: 'In stock only, 3 products' });

    await user.click(inStock);

    expect(location.history.at(-1)).toBe('/products?inStock=true');
    await waitFor(() => expect(screen.queryByText('Lotus Urli')).not.toBeInTheDocument());
    expect(productQueries().at(-1)).toEqual({ ...firstPage, inStock: 'true' });
    expect(screen.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: /^In stock only/ }));
    expect(location.history.at(-1)).toBe('/products');
  });

  it('lists the chosen filters, each removable, and clears them all while keeping the search', async () => {
    serveCatalogue();
    const { location } = renderAt(
      '/products?q=a&category=idols&finish=Antique&collection=new-arrival&sort=price-asc',
      <ShopPage params={{}} />,
    );
    const user = userEvent.setup();
    await screen.findByText('Seated Ganesha');
    const chosen = screen.getByRole('list', { name: 'Chosen filters' });

    expect(
      within(chosen)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Remove filter: Idols', 'Remove filter: Antique', 'Remove filter: New arrival']);
    expect(within(chosen).getByRole('link', { name: 'Remove filter: Antique' })).toHaveAttribute(
      'href',
      '/products?q=a&category=idols&collection=new-arrival&sort=price-asc',
    );

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));

    expect(location.history.at(-1)).toBe('/products?q=a&sort=price-asc');
    expect(await screen.findByText('Kuthu Vilakku')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers the filters as labelled dropdowns with their counts behind More filters, for small screens', async () => {
    serveCatalogue();
    const { location } = renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();
    await screen.findByText('Seated Ganesha');
    const more = screen.getByRole('button', { name: 'More filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Finish' })).not.toBeInTheDocument();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const finish = screen.getByRole('combobox', { name: 'Finish' });

    expect(
      within(finish)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any finish', 'Antique (3)', 'Polished (1)']);
    await user.selectOptions(finish, 'Polished (1)');

    expect(location.history.at(-1)).toBe('/products?finish=Polished');
    await waitFor(() => expect(productNames()).toEqual(['Kuthu Vilakku']));
    expect(screen.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Any price');
    expect(location.history.at(-1)).toBe('/products?finish=Polished');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Finish' }), 'Any finish');
    expect(location.history.at(-1)).toBe('/products');
  });

  it('searches after a pause in typing, keeping the search in the URL and saying what was searched for', async () => {
    serveCatalogue();
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
    expect(productQueries().at(-1)).toEqual({ ...firstPage, category: 'idols', q: 'krish' });
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “krish”' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match');
  });

  it('says which words it searched for when it corrected the spelling', async () => {
    const serve = pagedCatalogue(catalogue, categories);
    answer('GET /api/products', (request) => ({
      ...serve({ query: { ...request.query, q: 'ganesha' } }),
      searchedFor: 'ganesha',
    }));
    renderAt('/products?q=ganesa', <ShopPage params={{}} />);

    expect(await screen.findByText('Seated Ganesha')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “ganesa”' })).toBeVisible();
    expect(screen.getByText(/^Showing results for/)).toHaveTextContent('Showing results for ganesha');
  });

  it("sorts by the option chosen, in the URL, and clears it for Featured, the owner's order", async () => {
    serveCatalogue();
    const { location } = renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();
    await screen.findByText('Seated Ganesha');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Featured');

    await user.selectOptions(sort, 'Price: high to low');
    expect(location.history.at(-1)).toBe('/products?sort=price-desc');
    await waitFor(() => expect(productQueries().at(-1)).toEqual({ ...firstPage, sort: 'price-desc' }));

    await user.selectOptions(sort, 'Newest');
    expect(location.history.at(-1)).toBe('/products?sort=newest');
    await waitFor(() => expect(productQueries().at(-1)).toEqual({ ...firstPage, sort: 'newest' }));

    await user.selectOptions(sort, 'Featured');
    expect(location.history.at(-1)).toBe('/products');
    await waitFor(() => expect(productQueries().at(-1)).toEqual(firstPage));
    expect(await screen.findByText('Seated Ganesha')).toBeVisible();
  });

  it('loads the next page on Load more, appending it, and keeps the pages shown in the URL', async () => {
    const many = Array.from({ length: 45 }, (_, index) => makeProduct(`p${index + 1}`));
    serveCatalogue(many);
    const { location } = renderAt('/products?category=idols', <ShopPage params={{}} />);
    const user = userEvent.setup();

    expect(await screen.findByText('Showing 30 of 45 products')).toBeVisible();
    // Decorative (alt=""): the card's link already names the product.
    const images = screen.getByRole('list', { name: 'Products' }).querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[4]).toHaveAttribute('loading', 'eager');
    expect(images[5]).toHaveAttribute('loading', 'lazy');
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', '/products?category=idols&page=2');
    await user.click(more);

    expect(await screen.findByText('Showing 45 of 45 products')).toBeVisible();
    expect(productNames()).toHaveLength(45);
    expect(productNames().at(-1)).toBe('Brass p45');
    expect(productQueries().at(-1)).toEqual({ page: '2', limit: '30', category: 'idols' });
    // Replaced, not added: Back leaves the list rather than unloading a page.
    expect(location.history).toEqual(['/products?category=idols&page=2']);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens on every page the URL asks for, and starts again from the first when a filter changes', async () => {
    const many = Array.from({ length: 75 }, (_, index) => makeProduct(`p${index + 1}`));
    serveCatalogue(many);
    const { location } = renderAt('/products?page=3', <ShopPage params={{}} />);
    const user = userEvent.setup();

    expect(await screen.findByText('Showing 75 of 75 products')).toBeVisible();
    expect(productNames().slice(28, 32)).toEqual(['Brass p29', 'Brass p30', 'Brass p31', 'Brass p32']);
    expect(productQueries().map((query) => query.page)).toEqual(['1', '2', '3']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(location.history.at(-1)).toBe('/products?sort=newest');
    expect(await screen.findByText('Showing 30 of 75 products')).toBeVisible();
  });

  it('starts from the pages the server rendered, and asks only for those after them', async () => {
    const many = Array.from({ length: 200 }, (_, index) => makeProduct(`p${index + 1}`));
    const serve = pagedCatalogue(many, categories);
    const rendered = (page: number) => serve({ query: { page: String(page), limit: '30', facets: 'true' } });
    serveCatalogue(many);
    renderAt(
      '/products?page=6',
      <ServerDataProvider
        answers={{
          [productPageKey({})]: rendered(1),
          [laterPagesKey({}, 6)]: [rendered(2), rendered(3), rendered(4)],
        }}
      >
        <ShopPage params={{}} />
      </ServerDataProvider>,
    );

    // The first render is the server's: four pages at once.
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(120);
    expect(await screen.findByText('Showing 180 of 200 products')).toBeVisible();
    expect(productQueries().map((query) => query.page)).toEqual(['5', '6']);
  });

  it('says so when the next page fails, and can try again', async () => {
    const many = Array.from({ length: 45 }, (_, index) => makeProduct(`p${index + 1}`));
    let failNext = true;
    const serve = pagedCatalogue(many, categories);
    answer('GET /api/products', (request) =>
      request.query.page === '2' && failNext ? failure(500, 'Something went wrong') : serve(request),
    );
    renderAt('/products', <ShopPage params={{}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More products could not be loaded.');
    expect(productNames()).toHaveLength(30);

    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 45 of 45 products')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'No products found.' when nothing matches, with the shop's categories to go to", async () => {
    serveCatalogue([]);
    renderAt('/shop?q=spaceship', <ShopPage params={{}} />);

    expect(await screen.findByText('No products found.')).toBeVisible();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    const offered = screen.getByRole('list', { name: 'Browse our popular categories:' });
    expect(
      within(offered)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Brass Idols', '/shop?category=idols'],
      ['Idol Sets', '/shop?category=idol+set'],
      ['Lamps and Diyas', '/shop?category=lamps'],
      ['Brass Decor', '/shop?category=decor'],
    ]);
  });

  it('suggests the corrected spelling when a corrected search still finds nothing', async () => {
    answer('GET /api/products', (request) => ({
      ...pagedCatalogue([], categories)(request),
      searchedFor: 'buddha',
    }));
    renderAt('/products?q=budha&category=lamps', <ShopPage params={{}} />);

    expect(await screen.findByText('No products found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'buddha' })).toHaveAttribute('href', '/products?q=buddha');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/products?q=budha');
  });

  it("shows 'No products found.' when the products fail to load", async () => {
    answer('GET /api/products', failure(500, 'Something went wrong'));
    renderAt('/products', <ShopPage params={{}} />);

    expect(await screen.findByText('No products found.')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
