import { answer, bodiesSentTo, failure, heldAnswer, sentTo } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct } from '../../../../testing/products';
import { ProductScreen } from './ProductScreen';

const show = (id: string) => renderAt(`/admin/products/${id}`, <ProductScreen id={id} />);

const jpeg = (name: string, bytes = 'not really a photo') => new File([bytes], name, { type: 'image/jpeg' });

/** Photos dropped on the zone, as a browser's drag and drop hands them over. */
const drop = (files: File[]) =>
  fireEvent.drop(screen.getByRole('group', { name: 'Drop photos' }), { dataTransfer: { files } });

const front = { id: 'img_front', url: '/images/uploads/front-480.webp', alt: 'Front', width: 1, height: 1 };
const side = { id: 'img_side', url: '/images/uploads/side-480.webp', alt: 'Side', width: 1, height: 1 };

describe('ProductPhotos', () => {
  it('uploads every photo chosen at once, one after another in the order chosen, and lists each', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct({ images: [] }));
    let uploads = 0;
    answer('POST /api/admin/products/:id/images', () =>
      aProduct({ images: uploads++ === 0 ? [front] : [front, side] }),
    );
    show('lost-wax-seated-ganesha');

    await user.upload(await screen.findByLabelText('Choose photos'), [jpeg('front.jpg'), jpeg('side.jpg')]);

    expect(await screen.findByRole('button', { name: 'Remove: Side' })).toBeInTheDocument();
    expect(sentTo('POST /api/admin/products/:id/images')).toHaveLength(2);
    const photos = screen.getByRole('list', { name: 'Photos, the main one first' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Front', 'Side']);
    expect(within(photos).getByText('Main photo')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos on their way' })).not.toBeInTheDocument();
  });

  it('takes photos dropped on the zone, and shows each on its way until the API answers', async () => {
    const held = heldAnswer();
    answer('GET /api/admin/products/:id', aProduct({ images: [] }));
    answer('POST /api/admin/products/:id/images', held.answer);
    show('lost-wax-seated-ganesha');
    await screen.findByRole('group', { name: 'Drop photos' });

    drop([jpeg('front.jpg'), jpeg('side.jpg')]);

    const onTheirWay = await screen.findByRole('list', { name: 'Photos on their way' });
    expect(within(onTheirWay).getByRole('progressbar', { name: 'Uploading front.jpg' })).toBeInTheDocument();
    expect(within(onTheirWay).getByRole('progressbar', { name: 'Uploading side.jpg' })).toBeInTheDocument();
    held.release(aProduct({ images: [front] }));
    expect(await screen.findByRole('button', { name: 'Remove: Front' })).toBeInTheDocument();
  });

  it('refuses a file of the wrong type or too big beside it, sending neither, and uploads the rest', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct({ images: [] }));
    answer('POST /api/admin/products/:id/images', aProduct({ images: [front] }));
    show('lost-wax-seated-ganesha');
    await screen.findByRole('group', { name: 'Drop photos' });

    const gif = new File(['GIF89a'], 'spinner.gif', { type: 'image/gif' });
    const huge = jpeg('huge.jpg', 'x'.repeat(10 * 1024 * 1024 + 1));
    drop([gif, huge, jpeg('front.jpg')]);

    expect(await screen.findByText('spinner.gif: Upload a JPEG, PNG, WebP or AVIF image')).toHaveRole(
      'alert',
    );
    expect(screen.getByText('huge.jpg: Images can be at most 10 MB')).toHaveRole('alert');
    expect(await screen.findByRole('button', { name: 'Remove: Front' })).toBeInTheDocument();
    expect(sentTo('POST /api/admin/products/:id/images')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Dismiss: spinner.gif' }));
    expect(screen.queryByText(/spinner\.gif/)).not.toBeInTheDocument();
  });

  it('shows the API’s refusal of one photo beside it', async () => {
    answer('GET /api/admin/products/:id', aProduct({ images: [] }));
    answer('POST /api/admin/products/:id/images', failure(413, 'Images can be at most 100 megapixels'));
    show('lost-wax-seated-ganesha');
    await screen.findByRole('group', { name: 'Drop photos' });

    drop([jpeg('panorama.jpg')]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'panorama.jpg: Images can be at most 100 megapixels',
    );
  });

  it('on a new form, makes the draft under the name typed with the first photo, and saving fills that draft', async () => {
    const user = userEvent.setup();
    const bare = aProduct({ id: 'kamakshi-deepam', name: 'Kamakshi Deepam', draft: true, images: [] });
    answer('POST /api/admin/products/drafts', bare);
    answer('POST /api/admin/products/:id/images', { ...bare, images: [front] });
    answer('PUT /api/admin/products/:id', { ...bare, images: [front] });
    const { location } = show('new');

    drop([jpeg('front.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'front.jpg: Type the product’s name first: its photos are kept with it.',
    );
    expect(sentTo('POST /api/admin/products/drafts')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Kamakshi Deepam');
    drop([jpeg('front.jpg')]);
    expect(await screen.findByRole('button', { name: 'Remove: Front' })).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/admin/products/drafts')).toEqual([{ name: 'Kamakshi Deepam' }]);
    expect(sentTo('POST /api/admin/products/:id/images')[0]?.path).toBe(
      '/api/admin/products/kamakshi-deepam/images',
    );

    // Still the new product's form; saving it now fills the draft rather than making another product.
    const form = screen.getByRole('form', { name: 'New product' });
    for (const [label, typed] of [
      ['Description', 'A lamp.'],
      ['Price (₹, whole rupees)', '9'],
      ['Height (cm)', '9'],
      ['Width (cm)', '9'],
      ['Depth (cm)', '9'],
      ['Weight (kg)', '1'],
    ]) {
      fireEvent.change(within(form).getByLabelText(label!), { target: { value: typed } });
    }
    await user.selectOptions(within(form).getByLabelText('Category'), 'lamps');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/products/kamakshi-deepam'));
    expect(sentTo('PUT /api/admin/products/:id')[0]?.path).toBe('/api/admin/products/kamakshi-deepam');
    expect(sentTo('POST /api/admin/products')).toHaveLength(0);
  });

  it('says so when the form is saved while a photo is still uploading, and saves nothing', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    answer('GET /api/admin/products/:id', aProduct({ images: [] }));
    answer('POST /api/admin/products/:id/images', held.answer);
    answer('PUT /api/admin/products/:id', aProduct());
    show('lost-wax-seated-ganesha');
    await screen.findByRole('group', { name: 'Drop photos' });

    drop([jpeg('front.jpg')]);
    await screen.findByRole('progressbar', { name: 'Uploading front.jpg' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 photo is still uploading: save once the upload is done.',
    );
    expect(sentTo('PUT /api/admin/products/:id')).toHaveLength(0);

    held.release(aProduct());
    await screen.findByRole('button', { name: 'Remove: Front' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });
});

describe('publishing', () => {
  it('publishes a draft, and shows what the API says it lacks', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct({ draft: true, publishedAt: null }));
    let tries = 0;
    answer('POST /api/admin/products/:id/publish', () =>
      tries++ === 0
        ? failure(409, 'Lost-Wax Seated Ganesha cannot be published yet: it needs a photo.')
        : aProduct(),
    );
    show('lost-wax-seated-ganesha');

    expect(await screen.findByText(/Draft: not in the shop until you publish it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lost-Wax Seated Ganesha cannot be published yet: it needs a photo.',
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByText(/In the shop\./)).toBeInTheDocument();
  });

  it('takes a published product back to draft', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/products/:id', aProduct());
    answer('POST /api/admin/products/:id/unpublish', aProduct({ draft: true, publishedAt: null }));
    show('lost-wax-seated-ganesha');
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(sentTo('POST /api/admin/products/:id/unpublish')).toHaveLength(1);
  });
});
