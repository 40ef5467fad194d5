import { MemoryRouter } from '@brass/shared/router';
import type { AdminProductSummary } from '@brass/shared/contracts/admin-products';
import { answer, bodiesSentTo, failure, sentTo } from '@brass/shared/testing/api-mock';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, aProductSummary } from '../../../../testing/products';
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
        aProductSummary({ id: 'kamakshi-deepam', name: 'Kamakshi Deepam', draft: true }),
      ],
      total: 4,
      page: 1,
      pageSize: 25,
    });
    show();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 products'));
    const diya = screen.getByRole('row', { name: /Brass Diya/ });
    expect(within(diya).getByRole('link', { name: 'Brass Diya' })).toHaveAttribute(
      'href',
      '/admin/products/brass-diya',
    );
    expect(diya).toHaveTextContent('₹650');
    expect(diya).toHaveTextContent('3 left');
    expect(diya).toHaveTextContent('Archived');
    expect(screen.getByRole('row', { name: /Temple Bell/ })).toHaveTextContent('Out of stock');
    expect(screen.getByRole('row', { name: /Kamakshi Deepam/ })).toHaveTextContent('Draft');
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
    await user.type(screen.getByLabelText('Name, id or category'), 'diya');
    await user.selectOptions(screen.getByLabelText('Category'), 'lamps');
    await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
    await user.selectOptions(screen.getByLabelText('Stock'), 'Out of stock');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('No products match these filters.');
    expect(sentTo('GET /api/admin/products').at(-1)?.query).toEqual({
      q: 'diya',
      category: 'lamps',
      status: 'draft',
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

  describe('the shop’s order', () => {
    const ganesha = aProductSummary();
    const diya = aProductSummary({ id: 'brass-diya', name: 'Brass Diya' });
    const bell = aProductSummary({ id: 'temple-bell', name: 'Temple Bell' });
    const kalash = aProductSummary({ id: 'copper-kalash', name: 'Copper Kalash' });
    const pageOf = (products: AdminProductSummary[], page: number, total: number) => ({
      products,
      total,
      page,
      pageSize: 3,
    });
    const rowNames = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('link').textContent);

    it('moves a product up past the one above it, keeps the focus on it and says so', async () => {
      const user = userEvent.setup();
      answer('GET /api/admin/products', pageOf([ganesha, diya, bell], 1, 3));
      answer('POST /api/admin/products/:id/move', aProduct(diya));
      show();

      const up = await screen.findByRole('button', { name: 'Move up: Brass Diya' });
      expect(screen.getByRole('button', { name: 'Move up: Lost-Wax Seated Ganesha' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Move down: Temple Bell' })).toBeDisabled();
      await user.click(up);

      await waitFor(() =>
        expect(rowNames()).toEqual(['Brass Diya', 'Lost-Wax Seated Ganesha', 'Temple Bell']),
      );
      expect(sentTo('POST /api/admin/products/:id/move')[0]?.path).toBe(
        '/api/admin/products/brass-diya/move',
      );
      expect(bodiesSentTo('POST /api/admin/products/:id/move')).toEqual([
        { before: 'lost-wax-seated-ganesha' },
      ]);
      expect(screen.getByText('Brass Diya moved up.')).toBeInTheDocument();
      // At the top now: Move up is disabled, so the focus goes to Move down.
      expect(screen.getByRole('button', { name: 'Move up: Brass Diya' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Move down: Brass Diya' })).toHaveFocus();

      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(rowNames()).toEqual(['Lost-Wax Seated Ganesha', 'Brass Diya', 'Temple Bell']),
      );
      expect(bodiesSentTo('POST /api/admin/products/:id/move').at(-1)).toEqual({
        after: 'lost-wax-seated-ganesha',
      });
      expect(screen.getByRole('button', { name: 'Move down: Brass Diya' })).toHaveFocus();
    });

    it('moves the last product of a page past the first of the next, with the filters shown', async () => {
      const user = userEvent.setup();
      answer('GET /api/admin/products', ({ query }) =>
        query.page === '2' ? pageOf([kalash], 2, 4) : pageOf([ganesha, diya, bell], 1, 4),
      );
      answer('POST /api/admin/products/:id/move', aProduct(bell));
      show('/admin/products?category=idols');

      await user.click(await screen.findByRole('button', { name: 'Move down: Temple Bell' }));

      await waitFor(() =>
        expect(rowNames()).toEqual(['Lost-Wax Seated Ganesha', 'Brass Diya', 'Copper Kalash']),
      );
      expect(sentTo('GET /api/admin/products').at(-1)?.query).toEqual({ category: 'idols', page: '2' });
      expect(bodiesSentTo('POST /api/admin/products/:id/move')).toEqual([{ after: 'copper-kalash' }]);
      expect(screen.getByText('Temple Bell moved down, to page 2.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Move down: Copper Kalash' })).toHaveFocus();
    });

    it('shows the API’s refusal and leaves the order as it was', async () => {
      const user = userEvent.setup();
      answer('GET /api/admin/products', pageOf([ganesha, diya, bell], 1, 3));
      answer(
        'POST /api/admin/products/:id/move',
        failure(400, 'No product has the id lost-wax-seated-ganesha.'),
      );
      show();

      await user.click(await screen.findByRole('button', { name: 'Move up: Brass Diya' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No product has the id lost-wax-seated-ganesha.',
      );
      expect(rowNames()).toEqual(['Lost-Wax Seated Ganesha', 'Brass Diya', 'Temple Bell']);
    });
  });
});
