import { screen, within } from '@testing-library/react';
import { renderInRouter } from '../../testing/render-in-router';
import AboutPage from './AboutPage';

describe('AboutPage', () => {
  it('tells the shop’s story and the craft behind it, in order', () => {
    const { container } = renderInRouter(<AboutPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'On this page',
      'Why a courtyard',
      'How Indian brass is made',
      'Caring for your brass',
      'How your piece is packed',
      'Find a piece for your aangan',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining([
        'Dhokra: lost-wax casting',
        'Sand casting: Moradabad and Aligarh',
        'The bronze icons of Thanjavur and Kumbakonam',
        'Tamarind polish',
        'Lemon and salt',
      ]),
    );
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'blog');
  });

  it('links each entry of its contents to a section of the page', () => {
    const { container } = renderInRouter(<AboutPage />);

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of within(contents).getAllByRole('link')) {
      const target = container.querySelector(link.getAttribute('href') ?? '');
      expect(target?.querySelector('h2')).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('leads on to the shop and the contact form', () => {
    renderInRouter(<AboutPage />);

    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contactus');
  });

  it('names the page for the browser and search engines', () => {
    renderInRouter(<AboutPage />);

    expect(document.title).toBe('Our Story · Brass Aangan');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /dhokra/,
    );
  });
});
