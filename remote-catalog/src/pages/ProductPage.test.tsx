import { useCartStore } from '@brass/shared/cart-store';
import { useToastStore } from '@brass/shared/toast-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, networkError, pending, sentRequests } from '@brass/shared/testing/api-mock';
import { makeProduct, makeProductDetail } from '../../testing/products';
import { noReviews } from '../../testing/reviews';
import { renderAt } from '@brass/shared/testing/router';
import ProductPage, { prefetch } from './ProductPage';

const nataraja = makeProductDetail('nataraja', {
  productName: 'Nataraja in Ring of Fire',
  price: 18900,
  mainCategory: 'idols',
  description: 'Shiva as the cosmic dancer.\nCast in Swamimalai by the lost-wax method.',
});

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useToastStore.setState({ toasts: [] });
  // Nothing related unless a test says otherwise.
  answer('GET /api/products/:id/related', []);
  answer('GET /api/products/:id/reviews/summary', noReviews);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderProduct(id = 'nataraja') {
  return renderAt(`/product/${id}`, <ProductPage params={{ id }} />);
}

describe('ProductPage', () => {
  it("shows 'Loading...' while the product loads", () => {
    answer('GET /api/products/nataraja', pending());
    const { container } = renderProduct();

    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'catalog');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows image, name, price and description', async () => {
    answer('GET /api/products/nataraja', nataraja);
    renderProduct();

    expect(await screen.findByRole('heading', { level: 1, name: 'Nataraja in Ring of Fire' })).toBeVisible();
    expect(screen.getByText('₹18,900')).toBeVisible();
    expect(screen.getByText(/Shiva as the cosmic dancer/)).toHaveTextContent(
      'Shiva as the cosmic dancer. Cast in Swamimalai by the lost-wax method.',
    );
    const image = screen.getByRole('img', { name: 'Nataraja in Ring of Fire' });
    expect(image).toHaveAttribute('src', 'http://api.test/images/products/nataraja-480.webp');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: 'Enlarge photo' })).toContainElement(image);
    expect(screen.getByRole('link', { name: 'idols' })).toHaveAttribute('href', '/products?category=idols');
  });

  it('adds the chosen quantity to the cart at once, with one toast', async () => {
    answer('GET /api/products/nataraja', nataraja);
    renderProduct();
    const user = userEvent.setup();

    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(useCartStore.getState().items).toEqual([
      {
        id: 'nataraja',
        name: 'Nataraja in Ring of Fire',
        image: '/images/products/nataraja-480.webp',
        price: 18900,
        stock: 25,
        quantity: 3,
      },
    ]);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Nataraja in Ring of Fire added to cart!',
    ]);
  });

  it("says 'In stock' beside the price of a well-stocked product", async () => {
    answer('GET /api/products/nataraja', nataraja);
    renderProduct();

    const price = await screen.findByText('₹18,900');
    const offer = price.closest('p')!.parentElement!;
    expect(within(offer).getByText('In stock')).toHaveClass('note', 'in');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it("says 'Only 2 left' of the last two pieces, and the stepper and the cart stop at 2", async () => {
    answer('GET /api/products/nataraja', { ...nataraja, stock: 2 });
    renderProduct();
    const user = userEvent.setup();

    expect(await screen.findByText('Only 2 left')).toHaveClass('note', 'low');
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    expect(plus).toBeDisabled();
    await user.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ quantity: 2, stock: 2 })]);
    // The second Add to Cart asked for 4 in all; the cart says why it took none of them.
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      message: 'Only 2 left of Nataraja in Ring of Fire',
      type: 'error',
    });
  });

  it("says 'Out of stock' and offers 'Tell me when it is back' in place of Add to Cart", async () => {
    answer('GET /api/products/nataraja', { ...nataraja, stock: 0 });
    renderProduct();

    expect(await screen.findByText('Out of stock')).toHaveClass('note', 'out');
    expect(await screen.findByRole('textbox', { name: 'Your email address' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tell me when it is back' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('strikes through the compare-at price, read as what it was', async () => {
    answer('GET /api/products/nataraja', { ...nataraja, compareAtPrice: 21500 });
    renderProduct();

    const was = await screen.findByText('₹21,500', { exact: false });
    expect(was.tagName).toBe('S');
    expect(was).toHaveTextContent(/^was ₹21,500$/);
    expect(within(was).getByText('was')).toHaveClass('visuallyHidden');
    expect(screen.getByText('₹18,900')).not.toContainElement(was);
    expect(screen.getByText('12% off')).toBeInTheDocument();
  });

  it('shows no struck price without a compare-at price', async () => {
    answer('GET /api/products/nataraja', nataraja);
    const { container } = renderProduct();
    await screen.findByText('₹18,900');
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off$/)).toBeNull();
  });

  it('lists the known facts in a table, leaving out the unknown ones', async () => {
    answer('GET /api/products/nataraja', {
      ...nataraja,
      facts: { ...nataraja.facts, depthCm: null, finish: null, heightCm: 30.5, weightKg: 2.4 },
    });
    renderProduct();

    const facts = await screen.findByRole('region', { name: 'Details' });
    const rows = within(facts)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Height', '30.5 cm'],
      ['Width', '12 cm'],
      ['Weight', '2.4 kg'],
      ['Material', 'Brass'],
      ['Care', 'Dust with a soft dry cloth.'],
    ]);
  });

  it('shows no facts table when the shop recorded none', async () => {
    const none = { heightCm: null, widthCm: null, depthCm: null, weightKg: null };
    answer('GET /api/products/nataraja', {
      ...nataraja,
      facts: { ...nataraja.facts, ...none, material: null, finish: null, care: null },
    });
    renderProduct();
    await screen.findByText('₹18,900');
    expect(screen.queryByRole('region', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    [25, 'https://schema.org/InStock'],
    [3, 'https://schema.org/LimitedAvailability'],
    [0, 'https://schema.org/OutOfStock'],
  ])('offers %i pieces as %s in the structured data', async (stock, availability) => {
    answer('GET /api/products/nataraja', { ...nataraja, stock });
    renderProduct();
    await screen.findByText('₹18,900');
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!).offers.availability).toBe(availability);
  });

  it('opens the photo larger when it is clicked', async () => {
    answer('GET /api/products/nataraja', nataraja);
    renderProduct();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Enlarge photo' }));
    const view = await screen.findByRole('dialog', { name: 'Photos of Nataraja in Ring of Fire' });
    expect(within(view).getByRole('img', { name: 'Nataraja in Ring of Fire' })).toHaveAttribute(
      'src',
      'http://api.test/images/products/nataraja-960.webp',
    );
  });

  it('shows every photo of the product, each to be chosen', async () => {
    answer('GET /api/products/nataraja', {
      ...nataraja,
      images: [
        { url: '/images/uploads/nataraja-0a1b-480.webp', alt: 'Nataraja from the front' },
        { url: '/images/uploads/nataraja-2c3d-480.webp', alt: 'The ring of fire, close' },
      ],
    });
    renderProduct();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Show photo 2 of 2' }));
    expect(screen.getByRole('button', { name: 'Enlarge photo 2 of 2' })).toContainElement(
      screen.getByRole('img', { name: 'The ring of fire, close' }),
    );
  });

  it("starts another product's page from its first photo", async () => {
    const photos = (id: string) => [
      { url: `/images/uploads/${id}-0a1b-480.webp`, alt: `${id} from the front` },
      { url: `/images/uploads/${id}-2c3d-480.webp`, alt: `${id} from the side` },
    ];
    answer('GET /api/products/nataraja', { ...nataraja, images: photos('nataraja') });
    answer('GET /api/products/buddha', makeProductDetail('buddha', { images: photos('buddha') }));
    const { rerender } = renderProduct();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show photo 2 of 2' }));
    expect(screen.getByRole('img', { name: 'nataraja from the side' })).toBeVisible();

    rerender(<ProductPage params={{ id: 'buddha' }} />);
    expect(await screen.findByRole('img', { name: 'buddha from the front' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show photo 1 of 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leads back through its category to Home with breadcrumbs, for people and search engines', async () => {
    answer('GET /api/products/nataraja', { ...nataraja, mainCategory: 'idol set' });
    renderProduct();

    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Idol set', 'Nataraja in Ring of Fire']);
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Idol set' })).toHaveAttribute(
      'href',
      '/products?category=idol%20set',
    );
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Nataraja in Ring of Fire')).toHaveAttribute('aria-current', 'page');

    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent!) as { '@type': string; itemListElement?: unknown },
    );
    expect(data.find((entry) => entry['@type'] === 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Idol set',
        item: 'http://localhost:3000/products?category=idol%20set',
      },
      { '@type': 'ListItem', position: 3, name: 'Nataraja in Ring of Fire' },
    ]);
  });

  it("shows related pieces as the shop's cards under the details", async () => {
    answer('GET /api/products/nataraja', nataraja);
    answer('GET /api/products/nataraja/related', [
      makeProduct('shiva', { productName: 'Meditating Shiva', price: 7400 }),
      makeProduct('murugan', { productName: 'Murugan with Vel', stock: 0 }),
    ]);
    renderProduct();

    const related = await screen.findByRole('region', { name: 'You may also like' });
    const cards = await within(related).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Meditating Shiva' })).toHaveAttribute(
      'href',
      '/product/shiva',
    );
    expect(within(cards[0]!).getByText('₹7,400')).toBeVisible();
    expect(within(cards[1]!).getByRole('button', { name: 'Add to Cart: Murugan with Vel' })).toBeDisabled();
  });

  it('shows no related section when there is nothing related, or it cannot be loaded', async () => {
    answer('GET /api/products/nataraja', nataraja);
    answer('GET /api/products/nataraja/related', failure(500, 'Something went wrong on our side.'));
    renderProduct();
    await screen.findByText('₹18,900');
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
  });

  it("shows a red 'Error: Product not found' for an unknown product", async () => {
    answer('GET /api/products/no-such-idol', failure(404, 'Product not found'));
    renderProduct('no-such-idol');

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error: Product not found');
    expect(error).toHaveClass('error');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('does not call an unreachable shop a missing product', async () => {
    answer('GET /api/products/nataraja', networkError());
    renderProduct();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Could not reach the shop. Please check your connection.',
    );
  });

  it('loads the new product when the id changes', async () => {
    answer('GET /api/products/nataraja', nataraja);
    answer('GET /api/products/buddha', makeProductDetail('buddha', { productName: 'Meditating Buddha' }));
    const { rerender } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Nataraja in Ring of Fire' });

    rerender(<ProductPage params={{ id: 'buddha' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meditating Buddha' })).toBeVisible();
  });

  it('gives the page a title, a description and Product structured data in rupees', async () => {
    answer('GET /api/products/nataraja', nataraja);
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Nataraja in Ring of Fire' });

    expect(document.title).toBe('Nataraja in Ring of Fire · Brass Aangan');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '₹18,900 · Shiva as the cosmic dancer. Cast in Swamimalai by the lost-wax method.',
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nataraja in Ring of Fire',
      image: ['http://api.test/images/products/nataraja-960.webp'],
      sku: 'nataraja',
      material: 'Brass',
      weight: { '@type': 'QuantitativeValue', value: 1.25, unitCode: 'KGM' },
      offers: {
        '@type': 'Offer',
        price: '18900.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('renders whole at once, asking nothing more, after its product was fetched ahead of the move', async () => {
    const bell = makeProductDetail('temple-bell', { productName: 'Temple Bell' });
    answer('GET /api/products/temple-bell', bell);
    answer('GET /api/products/temple-bell/related', [makeProduct('diya', { productName: 'Small Diya' })]);
    await prefetch({ id: 'temple-bell' });
    const asked = sentRequests().length;

    renderProduct('temple-bell');

    expect(screen.getByRole('heading', { level: 1, name: 'Temple Bell' })).toBeVisible();
    expect(screen.getByText('Small Diya')).toBeVisible();
    expect(sentRequests()).toHaveLength(asked);
  });
});
