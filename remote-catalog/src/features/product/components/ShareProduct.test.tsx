import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareProduct } from './ShareProduct';

const nataraja = { id: 'nataraja-large', name: 'Dancing Nataraja', price: 12500 };
const address = `${window.location.origin}/product/nataraja-large`;

describe('ShareProduct', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("opens the phone's share sheet with the name, the price in rupees and the product's address", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<ShareProduct {...nataraja} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Dancing Nataraja',
      text: 'Dancing Nataraja for ₹12,500 at Brass Aangan',
      url: address,
    });
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
  });

  it('says nothing when the shopper closes the share sheet without choosing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<ShareProduct {...nataraja} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers WhatsApp in a new tab where the browser has no share sheet', () => {
    render(<ShareProduct {...nataraja} />);

    const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const sent = new URL(whatsApp.getAttribute('href')!);
    expect(sent.origin + sent.pathname).toBe('https://wa.me/');
    expect(sent.searchParams.get('text')).toBe(`Dancing Nataraja for ₹12,500 at Brass Aangan: ${address}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('copies the link from the keyboard and says so politely', async () => {
    const user = userEvent.setup();
    render(<ShareProduct {...nataraja} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await navigator.clipboard.readText()).toBe(address);
    expect(status).toHaveTextContent('Link copied');
  });

  it('says so when the browser refuses the copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    render(<ShareProduct {...nataraja} />);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Could not copy the link')).toBeVisible();
  });
});
