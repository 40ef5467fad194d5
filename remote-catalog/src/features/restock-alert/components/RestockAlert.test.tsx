import { useAuthStore } from '@brass/shared/auth-store';
import { answer, bodiesSentTo, failure, sentTo, successWith } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { LazyRestockAlert } from './LazyRestockAlert';
import RestockAlert from './RestockAlert';

const meera = {
  token: 'token-of-meera',
  user: { id: 'usr_meera', name: 'Meera', email: 'meera@example.in' },
};

const address = 'POST /api/products/urli/restock-alert' as const;

const renderAlert = () =>
  renderAt('/product/urli', <RestockAlert productId="urli" productName="Brass Urli" />);

const ask = () => screen.getByRole('button', { name: 'Tell me when it is back' });
const field = () => screen.getByRole('textbox', { name: 'Your email address' });

beforeEach(() => {
  useAuthStore.getState().logout();
});

describe('Tell me when it is back, for a visitor', () => {
  it('asks for the address, sends it, and says where the mail will go', async () => {
    answer(address, { productId: 'urli', email: 'ravi@example.in' });
    renderAlert();
    const user = userEvent.setup();
    expect(screen.getByRole('status')).toHaveTextContent('Brass Urli is sold out for now.');
    expect(screen.getByRole('form', { name: 'Tell me when it is back' })).toBeVisible();

    await user.type(field(), ' Ravi@Example.in ');
    await user.click(ask());

    expect(await screen.findByText('We will mail you at ravi@example.in when it is back.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(bodiesSentTo(address)).toEqual([{ email: 'Ravi@Example.in' }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('names what is wrong with the field before asking the shop', async () => {
    renderAlert();
    const user = userEvent.setup();

    await user.click(ask());
    expect(field()).toHaveAccessibleDescription('Please enter your email address');
    expect(field()).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(), 'ravi at example');
    await user.click(ask());
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(sentTo(address)).toEqual([]);
  });

  it("shows the shop's own words when it refuses", async () => {
    answer(address, failure(409, 'This piece is in stock now: you can add it to your cart.'));
    renderAlert();
    const user = userEvent.setup();

    await user.type(field(), 'ravi@example.in');
    await user.click(ask());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This piece is in stock now: you can add it to your cart.',
    );
    expect(ask()).toBeEnabled();
  });
});

describe('Tell me when it is back, for a signed-in shopper', () => {
  it("asks in one tap, without an address: the shop mails the account's own", async () => {
    useAuthStore.getState().login(meera);
    answer(address, successWith(200, { productId: 'urli', email: 'meera@example.in' }));
    renderAlert();
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(ask());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We will mail you at meera@example.in when it is back.',
    );
    expect(sentTo(address)).toEqual([
      expect.objectContaining({ body: {}, authorization: 'Bearer token-of-meera' }),
    ]);
  });
});

describe('LazyRestockAlert', () => {
  it('draws its button disabled on the server, and the form once the page runs', async () => {
    const element = <LazyRestockAlert productId="urli" productName="Brass Urli" />;
    expect(renderToString(element)).toMatch(
      /<button type="button" class="[^"]*" disabled="">Tell me when it is back/,
    );
    expect(renderToString(element)).not.toContain('<form');

    renderAt('/product/urli', element);
    expect(await screen.findByRole('form', { name: 'Tell me when it is back' })).toBeVisible();
    expect(ask()).toBeEnabled();
  });
});
