import { answer, bodiesSentTo, failure, sentTo } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct } from '../../../../testing/products';
import { ProductScreen } from './ProductScreen';

const show = (id: string) => renderAt(`/admin/products/${id}`, <ProductScreen id={id} />);

describe('ProductScreen', () => {
  it('creates a product from what was typed, numbers as numbers, and opens it', async () => {
    const user = userEvent.setup();
    answer('POST /api/admin/products', aProduct({ id: 'brass-diya', name: 'Brass Diya' }));
    const { location } = show('new');

    await user.type(screen.getByLabelText('Name'), 'Brass Diya');
    await user.type(screen.getByLabelText('Description'), 'A five-wick lamp.');
    await user.type(screen.getByLabelText('Price (₹, whole rupees)'), '650');
    await user.selectOptions(screen.getByLabelText('Category'), 'lamps');
    await user.clear(screen.getByLabelText('Stock (pieces)'));
    await user.type(screen.getByLabelText('Stock (pieces)'), '7');
    await user.click(screen.getByLabelText('New arrival'));
    const facts = screen.getByRole('group', { name: 'Facts' });
    await user.type(within(facts).getByLabelText('Height (cm)'), '12.5');
    await user.type(within(facts).getByLabelText('Width (cm)'), '9');
    await user.type(within(facts).getByLabelText('Depth (cm)'), '9');
    await user.type(within(facts).getByLabelText('Weight (kg)'), '0.45');
    await user.type(within(facts).getByLabelText('Material'), 'Brass');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location.pathname).toBe('/admin/products/brass-diya'));
    expect(bodiesSentTo('POST /api/admin/products')).toEqual([
      {
        name: 'Brass Diya',
        description: 'A five-wick lamp.',
        price: 650,
        compareAtPrice: null,
        category: 'lamps',
        isNewArrival: true,
        isPopular: false,
        stock: 7,
        facts: {
          heightCm: 12.5,
          widthCm: 9,
          depthCm: 9,
          weightKg: 0.45,
          material: 'Brass',
          finish: null,
          care: null,
          hsnCode: null,
        },
      },
    ]);
  });

  it("shows the API's refusal beside the form", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct());
    answer('PUT /api/admin/products/:id', failure(400, 'Stock cannot be negative'));
    show('lost-wax-seated-ganesha');

    const stock = await screen.findByLabelText('Stock (pieces)');
    expect(screen.getByLabelText('Name')).toHaveValue('Lost-Wax Seated Ganesha');
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(15.5);
    await user.clear(stock);
    await user.type(stock, '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stock cannot be negative');
    expect(bodiesSentTo('PUT /api/admin/products/:id')).toEqual([
      expect.objectContaining({
        stock: -1,
        loadedStock: 12,
        price: 4850,
        compareAtPrice: null,
        isPopular: true,
      }),
    ]);
  });

  it('when orders moved the stock meanwhile, says so, and saving again starts from the count now', async () => {
    const user = userEvent.setup();
    let reads = 0;
    answer('GET /api/admin/products/:id', () => aProduct({ stock: reads++ === 0 ? 12 : 9 }));
    let saves = 0;
    answer('PUT /api/admin/products/:id', () =>
      saves++ === 0
        ? failure(409, 'Stock changed while you were editing: it is now 9. Check it and save again.')
        : aProduct({ stock: 20 }),
    );
    show('lost-wax-seated-ganesha');

    const stock = await screen.findByLabelText('Stock (pieces)');
    await user.clear(stock);
    await user.type(stock, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stock changed while you were editing: it is now 9. Check it and save again.',
    );
    await waitFor(() => expect(sentTo('GET /api/admin/products/:id')).toHaveLength(2));
    // What the owner typed stays for them to check.
    expect(stock).toHaveValue(20);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(bodiesSentTo('PUT /api/admin/products/:id')).toEqual([
      expect.objectContaining({ stock: 20, loadedStock: 12 }),
      expect.objectContaining({ stock: 20, loadedStock: 9 }),
    ]);
  });

  it('shows the stock the API saved, which orders may have changed, and saves from it next', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct({ stock: 12 }));
    answer('PUT /api/admin/products/:id', aProduct({ stock: 10 }));
    show('lost-wax-seated-ganesha');

    const stock = await screen.findByLabelText('Stock (pieces)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stock).toHaveValue(10));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo('PUT /api/admin/products/:id')).toHaveLength(2));
    expect(bodiesSentTo('PUT /api/admin/products/:id')).toEqual([
      expect.objectContaining({ stock: 12, loadedStock: 12 }),
      expect.objectContaining({ stock: 10, loadedStock: 10 }),
    ]);
  });

  it('archives the product and offers to restore it', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct());
    answer(
      'POST /api/admin/products/:id/archive',
      aProduct({ archived: true, archivedAt: '2026-11-25T05:30:00.000Z' }),
    );
    show('lost-wax-seated-ganesha');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.getByText(/Archived: not in the shop/)).toBeInTheDocument();
  });

  it('restores an archived product', async () => {
    const user = userEvent.setup();
    answer(
      'GET /api/admin/products/:id',
      aProduct({ archived: true, archivedAt: '2026-11-25T05:30:00.000Z' }),
    );
    answer('POST /api/admin/products/:id/restore', aProduct());
    show('lost-wax-seated-ganesha');
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(sentTo('POST /api/admin/products/:id/restore')).toHaveLength(1);
  });

  it('says when the product does not exist', async () => {
    answer('GET /api/admin/products/:id', failure(404, 'No product has that id.'));
    show('no-such-lamp');
    expect(await screen.findByRole('alert')).toHaveTextContent('No product has that id.');
    expect(screen.getByRole('link', { name: '← All products' })).toHaveAttribute('href', '/admin/products');
  });

  it('uploads a photo with its alt text to the images route', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct({ images: [] }));
    answer('POST /api/admin/products/:id/images', aProduct());
    show('lost-wax-seated-ganesha');

    const photo = new File(['not really a photo'], 'ganesha.jpg', { type: 'image/jpeg' });
    await user.type(await screen.findByLabelText(/^Alt text for the next photos/), 'Front');
    await user.upload(screen.getByLabelText('Choose photos'), photo);

    expect(await screen.findByRole('button', { name: 'Remove: Front' })).toBeInTheDocument();
    const [sent] = sentTo('POST /api/admin/products/:id/images');
    expect(sent?.path).toBe('/api/admin/products/lost-wax-seated-ganesha/images');
    // Multipart, the alt text first and then the one file (jsdom's File reaches the mock without its
    // name and bytes, so only its part and type are checked).
    const body = String(sent?.body);
    expect(body).toMatch(/name="alt"\r\n\r\nFront\r\n/);
    expect(body).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/jpeg/);
    expect(body.indexOf('name="alt"')).toBeLessThan(body.indexOf('name="file"'));
  });

  it('moves a photo down and removes one', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct());
    answer('POST /api/admin/products/:id/images/reorder', aProduct());
    answer('DELETE /api/admin/products/:id/images/:imageId', aProduct({ images: [] }));
    show('lost-wax-seated-ganesha');

    await user.click(await screen.findByRole('button', { name: 'Move down: Front' }));
    await waitFor(() =>
      expect(bodiesSentTo('POST /api/admin/products/:id/images/reorder')).toEqual([
        { ids: ['img_side', 'img_front'] },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Remove: Side' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove: Side' })).not.toBeInTheDocument(),
    );
    expect(sentTo('DELETE /api/admin/products/:id/images/:imageId')[0]?.path).toBe(
      '/api/admin/products/lost-wax-seated-ganesha/images/img_side',
    );
  });
});
