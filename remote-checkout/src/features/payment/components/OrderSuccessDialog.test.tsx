import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@brass/shared/testing/router';
import { OrderSuccessDialog } from './OrderSuccessDialog';

function open() {
  const onClose = vi.fn();
  const view = renderAt('/checkout', <OrderSuccessDialog onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Order Placed Successfully!' });
  return { onClose, view, dialog };
}

describe('OrderSuccessDialog', () => {
  it('opens as a modal with the focus on View My Orders', () => {
    const { dialog } = open();

    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(
      within(dialog).getByText(
        'Thank you for shopping with Brass Aangan. Your pieces are being packed with care, and you can follow the shipment from My Orders.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'View My Orders' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab on its two actions', async () => {
    const { dialog } = open();
    const viewOrders = within(dialog).getByRole('link', { name: 'View My Orders' });
    const close = within(dialog).getByRole('button', { name: 'Close' });

    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(viewOrders).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes itself before telling the page, from Close', async () => {
    const { dialog, onClose } = open();
    onClose.mockImplementation(() => expect(dialog).not.toHaveAttribute('open'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes itself before telling the page, from Escape', () => {
    const { dialog, onClose } = open();
    onClose.mockImplementation(() => expect(dialog).not.toHaveAttribute('open'));

    // A browser answers Escape on a modal dialog with a cancel event, which jsdom does not send.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
