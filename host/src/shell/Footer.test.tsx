import { render, screen, within } from '@testing-library/react';
import { memoryLocation } from '@brass/shared/testing/router';
import { Footer } from './Footer';

describe('Footer', () => {
  it('carries its links: shop links to /products, Our Story, Contact Us, and the two dead links', () => {
    render(memoryLocation('/').wrap(<Footer />));
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    for (const label of ['New Arrival', 'Buddha', 'Idol Set']) {
      expect(within(shop).getByRole('link', { name: label })).toHaveAttribute('href', '/products');
    }
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '#terms',
    );
    expect(within(help).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
  });
});
