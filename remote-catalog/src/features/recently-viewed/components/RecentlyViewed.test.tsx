import { renderAt } from '@brass/shared/testing/router';
import { screen } from '@testing-library/react';
import { rememberViewed } from '../utils/viewed-pieces';
import { RecentlyViewed } from './RecentlyViewed';

describe('RecentlyViewed', () => {
  beforeEach(() => localStorage.clear());

  it('links back to the pieces this browser opened, the latest first, leaving out the one on screen', async () => {
    rememberViewed({ id: 'urli', name: 'Lotus Urli', image: '/images/urli.webp' });
    rememberViewed({ id: 'diya', name: 'Kuthu Vilakku', image: '/images/diya.webp' });
    rememberViewed({ id: 'ganesha', name: 'Seated Ganesha', image: '/images/ganesha.webp' });
    renderAt('/product/ganesha', <RecentlyViewed exceptId="ganesha" />);

    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    const links = section.querySelectorAll('a');
    expect([...links].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kuthu Vilakku', '/product/diya'],
      ['Lotus Urli', '/product/urli'],
    ]);
  });

  it('shows nothing to a shopper who opened no other piece', () => {
    rememberViewed({ id: 'ganesha', name: 'Seated Ganesha', image: '/images/ganesha.webp' });
    const { container } = renderAt('/product/ganesha', <RecentlyViewed exceptId="ganesha" />);
    expect(container).toBeEmptyDOMElement();
  });
});
