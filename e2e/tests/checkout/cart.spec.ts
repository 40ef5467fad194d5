import { expect, test } from '../../support/fixtures';
import { cartOf, checkout, openWith, rupees, stockOf } from './shopper';

test.describe('checkout: the cart', () => {
  test('lists the items, changes quantities, removes, and prices the order with delivery and tax', async ({
    page,
  }) => {
    const cart = await cartOf(2);
    const [first, second] = cart as [(typeof cart)[0], (typeof cart)[0]];
    await openWith(page, '/cart', cart);
    const view = checkout(page);

    await expect(view.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    const items = view.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first().getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/product/${first.id}`,
    );
    // Decorative (the name is the link beside it), but it must load.
    await expect
      .poll(() =>
        items
          .first()
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(items.first()).toContainText(rupees(first.price));

    const minus = view.getByRole('button', { name: `Decrease quantity of ${first.name}` });
    const plus = view.getByRole('button', { name: `Increase quantity of ${first.name}` });
    await expect(minus).toBeDisabled();
    await plus.click();
    await expect(view.getByRole('group', { name: `Quantity of ${first.name}` })).toHaveText('−2+');
    await expect(minus).toBeEnabled();
    await expect(items.first()).toContainText(rupees(first.price * 2));
    await expect(page.getByTestId('cart-badge')).toHaveText('4');

    const subtotal = first.price * 2 + second.price * 2;
    const tax = Math.round(subtotal * 0.12);
    const summary = view.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText(`Subtotal${rupees(subtotal)}`);
    await expect(summary).toContainText('Delivery₹120');
    await expect(summary).toContainText(`Tax (12%)${rupees(tax)}`);
    await expect(summary).toContainText(`Total${rupees(subtotal + 120 + tax)}`);
    await expect(summary).toContainText('Tamil Nadu');

    await view.getByRole('button', { name: `Remove ${second.name}` }).click();
    await expect(page.getByText(`${second.name} removed from cart!`)).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(summary).toContainText(
      `Total${rupees(first.price * 2 + 120 + Math.round(first.price * 2 * 0.12))}`,
    );

    // The cart is kept in storage: a reload shows the same.
    await page.reload();
    await expect(view.getByRole('group', { name: `Quantity of ${first.name}` })).toHaveText('−2+');

    await summary.getByRole('link', { name: 'Checkout' }).click();
    // A visitor is asked to sign in first.
    await expect(page).toHaveURL('/login?next=/checkout');
  });

  test('stops at the pieces in stock, and names them when the cart asks for more', async ({ page }) => {
    const [item] = await cartOf(1);
    // Other journeys buy this product: its stock is what is left of the seeded 25.
    const stock = await stockOf(item!.id);
    await openWith(page, '/cart', [{ ...item!, quantity: stock - 1 }]);
    const quantity = checkout(page).getByRole('group', { name: `Quantity of ${item!.name}` });
    const plus = checkout(page).getByRole('button', { name: `Increase quantity of ${item!.name}` });
    await plus.click();
    await expect(quantity).toHaveText(`−${stock}+`);
    await expect(plus).toBeDisabled();

    await openWith(page, '/cart', [{ ...item!, quantity: stock + 3 }]);
    await expect(checkout(page).getByText(`Only ${stock} left`, { exact: true })).toBeVisible();
    await expect(plus).toBeDisabled();
    await checkout(page)
      .getByRole('button', { name: `Decrease quantity of ${item!.name}` })
      .click();
    await expect(quantity).toHaveText(`−${stock + 2}+`);
  });

  test('an empty cart says so and leads back to the shop', async ({ page }) => {
    await openWith(page, '/cart', []);
    await expect(checkout(page).getByText('Your cart is empty.')).toBeVisible();
    await checkout(page).getByRole('link', { name: 'Back to shopping' }).click();
    await expect(page).toHaveURL('/products');
  });

  test('has no serious or critical accessibility violations', async ({ page, expectAccessible }) => {
    await openWith(page, '/cart', await cartOf(3));
    await expect(checkout(page).getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expectAccessible(page);
    await openWith(page, '/cart', []);
    await expect(checkout(page).getByText('Your cart is empty.')).toBeVisible();
    await expectAccessible(page);
  });
});
