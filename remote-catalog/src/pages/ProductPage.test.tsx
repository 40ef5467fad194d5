import { useCartStore } from '@brass/shared/cart-store';
import { useToastStore } from '@brass/shared/toast-store';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure, networkError, pending } from '@brass/shared/testing/api-mock';
import { makeProduct } from '../testing/products';
import { renderAt } from '@brass/shared/testing/router';
import ProductPage from './ProductPage';

const nataraja = makeProduct('nataraja', {
  productName: 'Nataraja in Ring of Fire',
  price: 18900,
  mainCategory: 'idols',
  description: 'Shiva as the cosmic dancer.\nCast in Swamimalai by the lost-wax method.',
});

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useToastStore.setState({ toasts: [] });
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

  it("says 'Out of stock' and lets nothing be added", async () => {
    answer('GET /api/products/nataraja', { ...nataraja, stock: 0 });
    renderProduct();

    expect(await screen.findByText('Out of stock')).toHaveClass('note', 'out');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
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
  });

  it('shows no struck price without a compare-at price', async () => {
    answer('GET /api/products/nataraja', nataraja);
    const { container } = renderProduct();
    await screen.findByText('₹18,900');
    expect(container.querySelector('s')).toBeNull();
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

  it('scrolls to the top when the image is clicked', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    answer('GET /api/products/nataraja', nataraja);
    renderProduct();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
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
    answer('GET /api/products/buddha', makeProduct('buddha', { productName: 'Meditating Buddha' }));
    const { rerender } = renderProduct();
    await screen.findByText('Nataraja in Ring of Fire');

    rerender(<ProductPage params={{ id: 'buddha' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meditating Buddha' })).toBeVisible();
  });

  it('gives the page a title, a description and Product structured data in rupees', async () => {
    answer('GET /api/products/nataraja', nataraja);
    renderProduct();
    await screen.findByText('Nataraja in Ring of Fire');

    expect(document.title).toBe('Nataraja in Ring of Fire · Brass Aangan');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Shiva as the cosmic dancer. Cast in Swamimalai by the lost-wax method.',
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nataraja in Ring of Fire',
      image: 'http://api.test/images/products/nataraja-480.webp',
      sku: 'nataraja',
      offers: {
        '@type': 'Offer',
        price: '18900.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
  });
});
