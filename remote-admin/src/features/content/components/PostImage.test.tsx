import { answer, failure, sentTo } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPost } from '../../../../testing/content';
import { ContentScreen } from './ContentScreen';

const uploadedImage = '/images/uploads/blg-diwali-0a1b2c3d4e-960.webp';

function showPost() {
  const location = memoryLocation('/admin/content/posts/blg_diwali');
  render(location.wrap(<ContentScreen rest="posts/blg_diwali" canEditPages />));
}

const imageCard = () => screen.getByRole('region', { name: 'Image' });
const lamp = () => new File(['not really a picture'], 'lamp.png', { type: 'image/png' });

beforeEach(() => {
  // jsdom reads no files: the chosen file's preview is an address the test can see.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen-lamp');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
});

describe('the post image', () => {
  it('shows a chosen file before uploading it, then the post with its new image', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/blogs/:id', aPost());
    answer('PUT /api/admin/blogs/:id/image', aPost({ image: uploadedImage }));
    showPost();
    expect(await screen.findByText('No image: the shop shows the post without one.')).toBeInTheDocument();

    await user.upload(within(imageCard()).getByLabelText('Image file'), lamp());
    expect(screen.getByRole('img', { name: 'Chosen, not uploaded yet: lamp.png' })).toHaveAttribute(
      'src',
      'blob:chosen-lamp',
    );
    await user.click(within(imageCard()).getByRole('button', { name: 'Upload' }));

    expect(
      await screen.findByText('Image uploaded. The shop shows it once the post is published.'),
    ).toHaveRole('status');
    expect(screen.getByRole('img', { name: 'Shown with the post now' })).toHaveAttribute(
      'src',
      `http://api.test${uploadedImage}`,
    );
    expect(screen.queryByRole('img', { name: /^Chosen/ })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen-lamp');
    const [sent] = sentTo('PUT /api/admin/blogs/:id/image');
    expect(sent?.path).toBe('/api/admin/blogs/blg_diwali/image');
    // Multipart with the one file (jsdom's File reaches the mock without its name and bytes).
    expect(String(sent?.body)).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/png/);

    // The preview of the post shows the image the shop will.
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute(
      'src',
      `http://api.test${uploadedImage}`,
    );
  });

  it("shows the API's refusal under the field, which takes the focus, and keeps the post's image", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/blogs/:id', aPost({ image: uploadedImage }));
    answer('PUT /api/admin/blogs/:id/image', failure(413, 'Images can be at most 10 MB'));
    showPost();
    const field = await within(await screen.findByRole('region', { name: 'Image' })).findByLabelText(
      'Image file',
    );
    await user.upload(field, lamp());
    await user.click(within(imageCard()).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Images can be at most 10 MB')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/^Images can be at most 10 MB/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Shown with the post now' })).toBeInTheDocument();
  });

  it('asks for a file when none was chosen, sending nothing', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/blogs/:id', aPost());
    showPost();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Image' })).findByRole('button', {
        name: 'Upload',
      }),
    );
    expect(within(imageCard()).getByLabelText('Image file')).toHaveAccessibleDescription(
      /^Choose an image file to upload\./,
    );
    expect(sentTo('PUT /api/admin/blogs/:id/image')).toEqual([]);
  });

  it('removes the image, and the field takes the focus', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/blogs/:id', aPost({ image: uploadedImage }));
    answer('DELETE /api/admin/blogs/:id/image', aPost());
    showPost();
    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(await screen.findByText('Image removed. The post has none now.')).toHaveRole('status');
    expect(screen.queryByRole('img', { name: 'Shown with the post now' })).not.toBeInTheDocument();
    expect(within(imageCard()).getByLabelText('Image file')).toHaveFocus();
    expect(sentTo('DELETE /api/admin/blogs/:id/image')[0]?.path).toBe('/api/admin/blogs/blg_diwali/image');
  });
});
