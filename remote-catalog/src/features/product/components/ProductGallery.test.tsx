import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './ProductGallery';

const photos = [
  { url: '/images/uploads/samai-0a1b-480.webp', alt: 'The samai from the front' },
  { url: '/images/uploads/samai-2c3d-480.webp', alt: 'The peacock finial' },
  { url: '/images/uploads/samai-4e5f-480.webp', alt: 'The base' },
];

function renderGallery(shown = photos) {
  render(
    <>
      <ProductGallery photos={shown} productName="Samai Lamp" />
      <button type="button">Elsewhere</button>
    </>,
  );
  return userEvent.setup();
}

const enlarge = (name = /^Enlarge photo/) => screen.getByRole('button', { name });
const mainImage = () => within(enlarge()).getByRole('img');

/** A finger (or `pointerType`) put down on the large photo and lifted `dx`, `dy` pixels away. */
function swipe(dx: number, dy = 0, pointerType = 'touch') {
  const photo = enlarge();
  fireEvent.pointerDown(photo, { pointerId: 7, pointerType, clientX: 200, clientY: 300 });
  fireEvent.pointerUp(photo, { pointerId: 7, pointerType, clientX: 200 + dx, clientY: 300 + dy });
  fireEvent.click(photo);
}

describe('ProductGallery', () => {
  it('shows the first photo large, in its widths, ahead of everything else', () => {
    renderGallery();
    expect(mainImage()).toHaveAccessibleName('The samai from the front');
    expect(mainImage()).toHaveAttribute('src', 'http://api.test/images/uploads/samai-0a1b-480.webp');
    expect(mainImage()).toHaveAttribute('srcset', expect.stringContaining('samai-0a1b-960.webp 960w'));
    expect(mainImage()).toHaveAttribute('fetchpriority', 'high');
    expect(enlarge()).toHaveAccessibleName('Enlarge photo 1 of 3');
  });

  it('switches the large photo with the thumbnails', async () => {
    const user = renderGallery();
    const thumbnails = within(screen.getByRole('list', { name: 'Photos of Samai Lamp' })).getAllByRole(
      'button',
    );
    expect(thumbnails.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
    ]);

    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(mainImage()).toHaveAccessibleName('The peacock finial');
    expect(enlarge()).toHaveAccessibleName('Enlarge photo 2 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows one photo alone, with no thumbnails, still to be enlarged', async () => {
    const user = renderGallery([photos[0]!]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(enlarge()).toHaveAccessibleName('Enlarge photo');

    await user.click(enlarge());
    const view = await screen.findByRole('dialog', { name: 'Photos of Samai Lamp' });
    expect(within(view).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it('opens the larger view with Enter, switches with the arrows and closes with Escape, focus returned', async () => {
    const user = renderGallery();
    await user.tab();
    expect(enlarge()).toHaveFocus();
    await user.keyboard('{Enter}');

    const view = await screen.findByRole('dialog', { name: 'Photos of Samai Lamp' });
    expect(view).toHaveAttribute('open');
    expect(within(view).getByRole('button', { name: 'Close' })).toHaveFocus();
    const large = within(view).getByRole('img');
    expect(large).toHaveAccessibleName('The samai from the front');
    expect(large).toHaveAttribute('src', 'http://api.test/images/uploads/samai-0a1b-960.webp');
    expect(within(view).getByText('Photo 1 of 3')).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(within(view).getByRole('img')).toHaveAccessibleName('The peacock finial');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(view).getByRole('img')).toHaveAccessibleName('The base');
    expect(within(view).getByText('Photo 3 of 3')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page shows the photo last seen, and the focus is back where it was.
    expect(enlarge()).toHaveFocus();
    expect(mainImage()).toHaveAccessibleName('The base');
  });

  it('keeps Tab inside the larger view', async () => {
    const user = renderGallery();
    await user.click(enlarge());
    const view = await screen.findByRole('dialog');
    const close = within(view).getByRole('button', { name: 'Close' });
    const next = within(view).getByRole('button', { name: 'Next photo' });

    // Zoom out is disabled at full size: Zoom in, Close, Previous and Next take the focus in turn.
    await user.tab();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(within(view).getByRole('button', { name: 'Zoom in' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).not.toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enlarge()).toHaveFocus();
  });

  it('zooms in and out with its buttons', async () => {
    const user = renderGallery();
    await user.click(enlarge());
    const view = await screen.findByRole('dialog');
    const zoomIn = within(view).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(view).getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();

    const scaleOf = () =>
      Number(/scale\(([\d.]+)\)/.exec(within(view).getByRole('img').style.transform)?.[1]);
    await user.click(zoomIn);
    await waitFor(() => expect(zoomOut).toBeEnabled());
    expect(scaleOf()).toBeGreaterThan(1.2);
    await user.click(zoomOut);
    await waitFor(() => expect(zoomOut).toBeDisabled());
    expect(scaleOf()).toBe(1);
  });

  it('swipes to the next photo and back on a phone, round from the last to the first, without opening it', () => {
    renderGallery();
    swipe(-120);
    expect(mainImage()).toHaveAccessibleName('The peacock finial');
    expect(enlarge()).toHaveAccessibleName('Enlarge photo 2 of 3');
    expect(enlarge()).toHaveAttribute('data-entering', 'next');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
    swipe(-120);
    swipe(-120);
    expect(mainImage()).toHaveAccessibleName('The samai from the front');
    swipe(90);
    expect(mainImage()).toHaveAccessibleName('The base');
    expect(enlarge()).toHaveAttribute('data-entering', 'previous');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a short or mostly vertical move, or a mouse drag, for no swipe: a tap still opens the photo', async () => {
    renderGallery();
    swipe(-30);
    swipe(-60, -80);
    swipe(-200, 0, 'mouse');
    expect(mainImage()).toHaveAccessibleName('The samai from the front');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does nothing on a swipe when there is one photo', () => {
    renderGallery(photos.slice(0, 1));
    fireEvent.pointerDown(enlarge(), { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 300 });
    fireEvent.pointerUp(enlarge(), { pointerId: 1, pointerType: 'touch', clientX: 50, clientY: 300 });
    expect(mainImage()).toHaveAccessibleName('The samai from the front');
    expect(enlarge()).not.toHaveAttribute('data-entering');
  });
});
