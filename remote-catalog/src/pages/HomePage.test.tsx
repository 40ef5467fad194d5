import { screen, within } from '@testing-library/react';
import { answer, pending } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import HomePage from './HomePage';

beforeEach(() => {
  answer('GET /api/settings/shipping-settings', pending());
  answer('GET /api/settings/most-popular-title', pending());
  answer('GET /api/settings/new-arrivals-title', pending());
  answer('GET /api/most-popular', pending());
  answer('GET /api/products', pending());
});

describe('HomePage', () => {
  it('is the catalog team’s page, with the hero and its Shop Now button', () => {
    const { container } = renderAt('/', <HomePage params={{}} />);

    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'catalog');
    expect(
      screen.getByRole('heading', { level: 1, name: 'WELCOME TO THE WORLD OF BRASS ARTIFACTS' }),
    ).toBeVisible();
    expect(screen.getByText('Brass Aangan')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  });

  it('opens the shop on the matching category from Our Favorites', () => {
    renderAt('/', <HomePage params={{}} />);
    const favorites = within(screen.getByRole('region', { name: 'Our Favorites' }));

    expect(favorites.getByRole('heading', { level: 3, name: 'Quality Idols' })).toBeVisible();
    expect(favorites.getByRole('link', { name: 'Shop Idols' })).toHaveAttribute(
      'href',
      '/products?category=idols',
    );
    expect(favorites.getByRole('heading', { level: 3, name: 'Exciting Collections' })).toBeVisible();
    expect(favorites.getByRole('link', { name: 'Shop decore' })).toHaveAttribute(
      'href',
      '/products?category=decor',
    );
  });

  it('shows the social rail, named buttons unavailable until the shop has accounts, unless the mobile menu is open', () => {
    const { rerender } = renderAt('/', <HomePage params={{}} mobileMenuOpen={false} />);
    const rail = within(screen.getByRole('navigation', { name: 'Social media' }));
    for (const network of ['Facebook', 'Instagram', 'Pinterest']) {
      expect(rail.getByRole('button', { name: network })).toHaveAttribute('aria-disabled', 'true');
    }

    rerender(<HomePage params={{}} mobileMenuOpen />);
    expect(screen.queryByRole('navigation', { name: 'Social media' })).not.toBeInTheDocument();
  });

  it('sets the title and description for search results', () => {
    renderAt('/', <HomePage params={{}} />);

    expect(document.title).toBe('Brass Aangan · Handcrafted brass idols, lamps and decor');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Handcrafted brass idols'),
    );
  });
});
