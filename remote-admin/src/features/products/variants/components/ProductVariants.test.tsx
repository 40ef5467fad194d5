import { answer, bodiesSentTo, failure, sentTo } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, aVariant } from '../../../../../testing/products';
import { ProductScreen } from '../../components/ProductScreen';

const show = () =>
  renderAt('/admin/products/lost-wax-seated-ganesha', <ProductScreen id="lost-wax-seated-ganesha" />);

/** The Ganesha in two sizes on sale and a third no longer sold. */
const inSizes = (overrides: Parameters<typeof aProduct>[0] = {}) =>
  aProduct({
    price: 4850,
    stock: 8,
    options: [{ name: 'Size', values: ['9 inch', '12 inch', '18 inch'] }],
    variants: [
      aVariant(),
      aVariant({
        id: 'lost-wax-seated-ganesha--12-inch',
        key: '12-inch',
        name: 'Lost-Wax Seated Ganesha (12 inch)',
        sku: 'GAN-12',
        values: { Size: '12 inch' },
        price: 7200,
        compareAtPrice: 8000,
        stock: 3,
        weightKg: 2.4,
      }),
      aVariant({
        id: 'lost-wax-seated-ganesha--18-inch',
        key: '18-inch',
        name: 'Lost-Wax Seated Ganesha (18 inch)',
        sku: 'GAN-18',
        values: { Size: '18 inch' },
        price: 12500,
        stock: 2,
        weightKg: 5.5,
        archived: true,
      }),
    ],
    ...overrides,
  });

const section = async () => screen.findByRole('region', { name: 'Sizes and finishes' });
const variantRows = (sizes: HTMLElement) =>
  within(within(sizes).getByRole('table')).getAllByRole('row').slice(1);

describe('ProductVariants', () => {
  it('loads the options and the variants on sale, names those no longer sold, and locks the price and stock', async () => {
    answer('GET /api/admin/products/:id', inSizes());
    show();

    const sizes = await section();
    const option = within(sizes).getByRole('group', { name: 'Option 1' });
    expect(within(option).getByLabelText('Name (such as Size)')).toHaveValue('Size');
    expect(within(option).getByLabelText('Values, separated by commas')).toHaveValue(
      '9 inch, 12 inch, 18 inch',
    );
    expect(variantRows(sizes).map((row) => row.querySelector('th')?.textContent)).toEqual([
      '9 inch',
      '12 inch',
    ]);
    expect(within(sizes).getByLabelText('SKU: 12 inch')).toHaveValue('GAN-12');
    expect(within(sizes).getByLabelText('Price (₹): 12 inch')).toHaveValue(7200);
    expect(within(sizes).getByLabelText('Compare-at price (₹): 12 inch')).toHaveValue(8000);
    expect(within(sizes).getByLabelText('Weight (kg): 12 inch')).toHaveValue(2.4);
    expect(within(sizes).getByLabelText('Stock: 12 inch')).toHaveValue(3);
    expect(within(sizes).getByText(/No longer sold: 18 inch\./)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Edit the product' });
    for (const label of ['Price (₹, whole rupees)', 'Compare-at price (₹, optional)', 'Stock (pieces)']) {
      expect(within(form).getByLabelText(label)).toHaveAttribute('readonly');
      expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(
        'Set on each size or finish below',
      );
    }
    expect(within(form).getByLabelText('Stock (pieces)')).toHaveValue(8);
  });

  it('adds a row for every combination not yet there, bringing back an archived one as it was', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', inSizes());
    show();

    const sizes = await section();
    await user.click(within(sizes).getByRole('button', { name: 'Add an option' }));
    const finish = within(sizes).getByRole('group', { name: 'Option 2' });
    await user.type(within(finish).getByLabelText('Name (such as Size)'), 'Finish');
    await user.type(within(finish).getByLabelText('Values, separated by commas'), 'Antique');
    // The rows made before the second option have no finish yet: they are replaced by whole combinations.
    await user.click(within(sizes).getByRole('button', { name: 'Remove: 9 inch' }));
    await user.click(within(sizes).getByRole('button', { name: 'Remove: 12 inch' }));
    await user.click(within(sizes).getByRole('button', { name: 'Add every combination' }));

    expect(variantRows(sizes).map((row) => row.querySelector('th')?.textContent)).toEqual([
      '9 inch, Antique',
      '12 inch, Antique',
      '18 inch, Antique',
    ]);
    // A new combination starts from the product's price and weight, with no stock.
    expect(within(sizes).getByLabelText('Price (₹): 9 inch, Antique')).toHaveValue(4850);
    expect(within(sizes).getByLabelText('Weight (kg): 9 inch, Antique')).toHaveValue(1.25);
    expect(within(sizes).getByLabelText('Stock: 9 inch, Antique')).toHaveValue(0);

    await user.clear(within(finish).getByLabelText('Values, separated by commas'));
    await user.type(within(finish).getByLabelText('Values, separated by commas'), 'Antique, Polished');
    await user.click(within(sizes).getByRole('button', { name: 'Add every combination' }));
    expect(variantRows(sizes)).toHaveLength(6);
    await user.click(within(sizes).getByRole('button', { name: 'Add an option' }));
    expect(within(sizes).getByRole('button', { name: 'Add an option' })).toBeDisabled();
  });

  it('brings back a variant no longer sold with its saved SKU, price and stock', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', inSizes());
    show();

    const sizes = await section();
    await user.click(within(sizes).getByRole('button', { name: 'Add every combination' }));
    expect(within(sizes).getByLabelText('SKU: 18 inch')).toHaveValue('GAN-18');
    expect(within(sizes).getByLabelText('Price (₹): 18 inch')).toHaveValue(12500);
    expect(within(sizes).getByLabelText('Stock: 18 inch')).toHaveValue(2);
    expect(within(sizes).queryByText(/No longer sold/)).not.toBeInTheDocument();
  });

  it('removes a row, and saves the options and rows as typed: loadedStock for saved variants only', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct());
    answer(
      'PUT /api/admin/products/:id/variants',
      inSizes({ price: 4000, stock: 9, variants: [aVariant({ price: 4000, stock: 9, sku: null })] }),
    );
    show();

    const sizes = await section();
    expect(within(sizes).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(sizes).getByRole('button', { name: 'Add an option' }));
    await user.type(within(sizes).getByLabelText('Name (such as Size)'), 'Size');
    await user.type(
      within(sizes).getByLabelText('Values, separated by commas'),
      ' 9 inch,12 inch , ,18 inch',
    );
    await user.click(within(sizes).getByRole('button', { name: 'Add every combination' }));
    await user.click(within(sizes).getByRole('button', { name: 'Remove: 12 inch' }));
    expect(variantRows(sizes).map((row) => row.querySelector('th')?.textContent)).toEqual([
      '9 inch',
      '18 inch',
    ]);
    const price = within(sizes).getByLabelText('Price (₹): 9 inch');
    await user.clear(price);
    await user.type(price, '4000');
    await user.clear(within(sizes).getByLabelText('Stock: 9 inch'));
    await user.type(within(sizes).getByLabelText('Stock: 9 inch'), '9');
    await user.type(within(sizes).getByLabelText('SKU: 18 inch'), 'GAN-18');
    await user.click(within(sizes).getByRole('button', { name: 'Save sizes and finishes' }));

    expect(await within(sizes).findByRole('status')).toHaveTextContent('Sizes and finishes saved.');
    expect(bodiesSentTo('PUT /api/admin/products/:id/variants')).toEqual([
      {
        options: [{ name: 'Size', values: ['9 inch', '12 inch', '18 inch'] }],
        variants: [
          {
            values: { Size: '9 inch' },
            sku: null,
            price: 4000,
            compareAtPrice: null,
            weightKg: 1.25,
            stock: 9,
          },
          {
            values: { Size: '18 inch' },
            sku: 'GAN-18',
            price: 4850,
            compareAtPrice: null,
            weightKg: 1.25,
            stock: 0,
          },
        ],
      },
    ]);
    // The saved state: the rows the API kept, and the product form now takes its price from them.
    expect(variantRows(sizes)).toHaveLength(1);
    expect(within(sizes).getByLabelText('Stock: 9 inch')).toHaveValue(9);
    expect(screen.getByLabelText('Price (₹, whole rupees)')).toHaveValue(4000);
    expect(screen.getByLabelText('Price (₹, whole rupees)')).toHaveAttribute('readonly');
  });

  it('sends the stock each saved variant was loaded with, and edits as typed', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', inSizes());
    answer('PUT /api/admin/products/:id/variants', inSizes());
    show();

    const sizes = await section();
    await user.clear(within(sizes).getByLabelText('Stock: 12 inch'));
    await user.type(within(sizes).getByLabelText('Stock: 12 inch'), '6');
    await user.clear(within(sizes).getByLabelText('Compare-at price (₹): 12 inch'));
    await user.click(within(sizes).getByRole('button', { name: 'Save sizes and finishes' }));

    await waitFor(() => expect(sentTo('PUT /api/admin/products/:id/variants')).toHaveLength(1));
    expect(sentTo('PUT /api/admin/products/:id/variants')[0]?.path).toBe(
      '/api/admin/products/lost-wax-seated-ganesha/variants',
    );
    expect(bodiesSentTo('PUT /api/admin/products/:id/variants')).toEqual([
      {
        options: [{ name: 'Size', values: ['9 inch', '12 inch', '18 inch'] }],
        variants: [
          {
            values: { Size: '9 inch' },
            sku: 'GAN-09',
            price: 4850,
            compareAtPrice: null,
            weightKg: 1.25,
            stock: 5,
            loadedStock: 5,
          },
          {
            values: { Size: '12 inch' },
            sku: 'GAN-12',
            price: 7200,
            compareAtPrice: null,
            weightKg: 2.4,
            stock: 6,
            loadedStock: 3,
          },
        ],
      },
    ]);
  });

  it("shows the API's 409 by the button, and saving again starts from the stock now", async () => {
    const user = userEvent.setup();
    let reads = 0;
    answer('GET /api/admin/products/:id', () =>
      reads++ === 0
        ? inSizes()
        : inSizes({ variants: [aVariant({ stock: 4 }), aVariant({ ...inSizes().variants[1], stock: 1 })] }),
    );
    let saves = 0;
    answer('PUT /api/admin/products/:id/variants', () =>
      saves++ === 0
        ? failure(
            409,
            'Stock of Lost-Wax Seated Ganesha (12 inch) changed while you were editing: it is now 1. Check it and save again.',
          )
        : inSizes(),
    );
    show();

    const sizes = await section();
    await user.clear(within(sizes).getByLabelText('Stock: 12 inch'));
    await user.type(within(sizes).getByLabelText('Stock: 12 inch'), '6');
    await user.click(within(sizes).getByRole('button', { name: 'Save sizes and finishes' }));
    expect(await within(sizes).findByRole('alert')).toHaveTextContent(
      'Stock of Lost-Wax Seated Ganesha (12 inch) changed while you were editing: it is now 1. Check it and save again.',
    );
    await waitFor(() => expect(within(sizes).getByLabelText('Stock: 9 inch')).toHaveValue(4));
    // What the owner typed stays for them to check; the untouched row shows what orders left.
    expect(within(sizes).getByLabelText('Stock: 12 inch')).toHaveValue(6);

    await user.click(within(sizes).getByRole('button', { name: 'Save sizes and finishes' }));
    expect(await within(sizes).findByRole('status')).toHaveTextContent('Sizes and finishes saved.');
    expect(
      bodiesSentTo('PUT /api/admin/products/:id/variants').map((body) =>
        (body as { variants: { stock: number; loadedStock: number }[] }).variants.map(
          ({ stock, loadedStock }) => [stock, loadedStock],
        ),
      ),
    ).toEqual([
      [
        [5, 5],
        [6, 3],
      ],
      [
        [4, 4],
        [6, 1],
      ],
    ]);
  });

  it('removing every option and variant sells the product as it is again', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', inSizes());
    answer(
      'PUT /api/admin/products/:id/variants',
      inSizes({
        options: null,
        stock: 0,
        variants: inSizes().variants.map((v) => ({ ...v, archived: true })),
      }),
    );
    show();

    const sizes = await section();
    await user.click(within(sizes).getByRole('button', { name: 'Remove: 9 inch' }));
    await user.click(within(sizes).getByRole('button', { name: 'Remove: 12 inch' }));
    await user.click(within(sizes).getByRole('button', { name: 'Remove option 1: Size' }));
    await user.click(within(sizes).getByRole('button', { name: 'Save sizes and finishes' }));

    expect(await within(sizes).findByRole('status')).toHaveTextContent(
      'Saved: sold as it is, in no sizes or finishes.',
    );
    expect(bodiesSentTo('PUT /api/admin/products/:id/variants')).toEqual([{ options: [], variants: [] }]);
    const stock = screen.getByLabelText('Stock (pieces)');
    expect(stock).not.toHaveAttribute('readonly');
    expect(stock).toHaveValue(0);
    expect(screen.queryByText('Set on each size or finish below')).not.toBeInTheDocument();
  });
});
