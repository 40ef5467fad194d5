import { render, screen, within } from '@testing-library/react';
import { memoryLocation } from '@brass/shared/testing/router';
import { Footer } from './Footer';

describe('Footer', () => {
  it('carries its links: shop links to /products, the policy pages, Our Story and Contact Us', () => {
    render(memoryLocation('/').wrap(<Footer />));
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    for (const label of ['New Arrival', 'Buddha', 'Idol Set']) {
      expect(within(shop).getByRole('link', { name: label })).toHaveAttribute('href', '/products');
    }
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms and Conditions', '/policies/terms'],
      ['FAQ', '/policies/faq'],
      ['Shipping', '/policies/shipping'],
      ['Returns and Refunds', '/policies/returns'],
      ['Privacy', '/policies/privacy'],
    ]);
  });

  it('has no dead link: every link opens a page of the shop', () => {
    render(memoryLocation('/').wrap(<Footer />));
    for (const link of within(screen.getByRole('contentinfo')).getAllByRole('link')) {
      expect(link.getAttribute('href'), link.textContent ?? '').toMatch(/^\/[a-z]/);
    }
  });
});
