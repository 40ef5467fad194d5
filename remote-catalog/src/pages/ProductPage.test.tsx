import { useCartStore } from '@brass/shared/cart-store';
import { useToastStore } from '@brass/shared/toast-store';
import { screen } from '@testing-library/react';
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
        quantity: 3,
      },
    ]);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Nataraja in Ring of Fire added to cart!',
    ]);
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
