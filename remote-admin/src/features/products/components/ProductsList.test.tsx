import { MemoryRouter } from '@brass/shared/router';
import { answer, sentTo } from '@brass/shared/testing/api-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProductSummary } from '../../../testing/products';
import { ProductsScreen } from './ProductsScreen';

const show = (url = '/admin/products') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ProductsScreen rest="" />
    </MemoryRouter>,
  );

describe('ProductsList', () => {
  it('lists the products with photo, price, stock warnings and status, each linking to its page', async () => {
    answer('GET /api/admin/products', {
      products: [
        aProductSummary(),
        aProductSummary({ id: 'brass-diya', name: 'Brass Diya', price: 650, stock: 3, archived: true }),
        aProductSummary({ id: 'temple-bell', name: 'Temple Bell', stock: 0 }),
      ],
      total: 3,
      page: 1,
      pageSize: 25,
    });
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('3 products');
    const diya = screen.getByRole('row', { name: /Brass Diya/ });
    expect(within(diya).getByRole('link', { name: 'Brass Diya' })).toHaveAttribute(
      'href',
      '/admin/products/brass-diya',
    );
    expect(diya).toHaveTextContent('₹650');
    expect(diya).toHaveTextContent('3 left');
    expect(diya).toHaveTextContent('Archived');
    expect(screen.getByRole('row', { name: /Temple Bell/ })).toHaveTextContent('Out of stock');
    const ganesha = screen.getByRole('row', { name: /Lost-Wax Seated Ganesha/ });
    expect(ganesha).toHaveTextContent('In the shop');
    expect(within(ganesha).getByRole('presentation')).toHaveAttribute(
      'src',
      'http://api.test/images/uploads/ganesha-480.webp',
    );
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/products/new');
  });

  it('asks the API with the filters chosen, which the address keeps', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products', { products: [], total: 0, page: 1, pageSize: 25 });
    show();
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name, id or shelf'), 'diya');
    await user.selectOptions(screen.getByLabelText('Category'), 'lamps');
    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    await user.selectOptions(screen.getByLabelText('Stock'), 'Out of stock');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('No products match these filters.');
    expect(sentTo('GET /api/admin/products').at(-1)?.query).toEqual({
      q: 'diya',
      category: 'lamps',
      status: 'archived',
      stock: 'out',
    });
  });

  it('opens on the filters and page of its address', async () => {
    answer('GET /api/admin/products', { products: [aProductSummary()], total: 30, page: 2, pageSize: 25 });
    show('/admin/products?stock=low&page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Previous' })).toHaveAttribute(
      'href',
      '/admin/products?stock=low&page=1',
    );
    expect(sentTo('GET /api/admin/products')[0]?.query).toEqual({ stock: 'low', page: '2' });
    expect(screen.getByLabelText('Stock')).toHaveValue('low');
  });
});
