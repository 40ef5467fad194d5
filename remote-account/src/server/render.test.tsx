import { sentRequests } from '@brass/shared/testing/api-mock';
import { renderPage } from './render';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

const renderedPage = (page: string, path: string) =>
  renderPage(
    { page, params: {}, url: `https://shop.test${path}` },
    testRuntimeConfig({ apiBase: 'https://api.example.in' }),
  );
const render = async (page: string, path: string) => (await renderedPage(page, path))?.html;

describe('renderPage (the account rendered on the server)', () => {
  it('renders the sign-in form with its labelled fields and the way to create an account', async () => {
    const markup = await render('LoginPage', '/login');

    expect(markup).toMatch(/<h1[^>]*>Sign in to your account<\/h1>/);
    expect(markup).toContain('or sign in with email');
    expect(markup).toMatch(/<label[^>]*for="[^"]+"[^>]*>Email/);
    expect(markup).toMatch(/<label[^>]*for="[^"]+"[^>]*>Password/);
    expect(markup).toContain('href="/register"');
    expect(sentRequests()).toEqual([]);
  });

  it('renders the form that creates an account', async () => {
    const markup = await render('RegisterPage', '/register');

    expect(markup).toMatch(/<h1[^>]*>Create your account<\/h1>/);
    expect(markup).toContain('href="/login"');
  });

  it('renders My Orders as it opens, loading, with nothing of a shopper and no call to the API', async () => {
    const markup = await render('OrdersPage', '/orders');

    expect(markup).toMatch(/<h1[^>]*>My Orders<\/h1>/);
    expect(markup).toMatch(/role="status"[^>]*>.*Loading your orders\.\.\./);
    expect(markup).not.toContain('No orders found.');
    expect(sentRequests()).toEqual([]);
  });

  it('tells the host the sign-in page shows no data of the shop, so it may be kept as it is', async () => {
    const page = await renderedPage('LoginPage', '/login');

    expect(page?.status).toBe(200);
    expect(page?.tags).toEqual([]);
  });
});
