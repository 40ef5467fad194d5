import { apiClient } from '@brass/shared/api-client';
import { useAuthStore } from '@brass/shared/auth-store';
import type { ProductDetail } from '@brass/shared/contracts/catalog';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import {
  answer,
  answersDelivered,
  bodiesSentTo,
  failure,
  heldAnswer,
  interceptApi,
  malformed,
  networkError,
  pending,
  sentRequests,
  sentTo,
  successWith,
} from './api-mock';
import { testRuntimeConfig } from './runtime-config';

interceptApi();

const diya: ProductDetail = {
  _id: 'diya',
  productName: 'Kuthu Vilakku',
  price: 2400,
  description: 'A five-wicked lamp.',
  image: '/images/products/diya-480.webp',
  isNewArrival: false,
  compareAtPrice: null,
  stock: 4,
  facts: {
    heightCm: null,
    widthCm: null,
    depthCm: null,
    weightKg: null,
    material: null,
    finish: null,
    care: null,
    hsnCode: null,
  },
  images: [{ url: '/images/products/diya-480.webp', alt: 'Kuthu Vilakku' }],
};

/** What the page gets from a call: the status and body of the answer, or the error's message. */
const outcome = (call: Promise<{ status: number; data: unknown }>) =>
  call.then(
    ({ status, data }) => ({ status, data }),
    (error: { message: string; response?: { status: number; data: unknown } }) =>
      error.response ? { status: error.response.status, data: error.response.data } : error.message,
  );

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig());
  useAuthStore.getState().logout();
});

describe('the API mock', () => {
  it('answers with the body given and the status the contract gives the route', async () => {
    answer('POST /api/contact', { message: 'Thank you, Meena!' });
    expect(await outcome(apiClient.post('/api/contact', { firstName: 'Meena' }))).toEqual({
      status: 201,
      data: { message: 'Thank you, Meena!' },
    });
  });

  it('answers one address of a route apart from the others, the latest answer winning', async () => {
    answer('GET /api/products/:id', failure(404, 'Product not found'));
    answer('GET /api/products/diya', { ...diya, price: 1 });
    answer('GET /api/products/diya', diya);

    expect(await outcome(apiClient.get('/api/products/diya'))).toEqual({ status: 200, data: diya });
    expect(await outcome(apiClient.get('/api/products/urli'))).toEqual({
      status: 404,
      data: { message: 'Product not found' },
    });
  });

  it('refuses at once a success body the contract does not allow', () => {
    expect(() => answer('GET /api/products/diya', { ...diya, price: '2400' } as never)).toThrow(
      /The answer to GET \/api\/products\/:id is not what the contract allows[\s\S]*price/,
    );
  });

  it('refuses an address that is not a route of the contract', () => {
    // @ts-expect-error -- not a route the apps call
    expect(() => answer('DELETE /api/products/diya', diya)).toThrow('is not a route of the contract');
  });

  it('sends an error as the API does, and only for an error status', async () => {
    answer('GET /api/blogs', failure(503, 'The blog is being updated'));
    expect(await outcome(apiClient.get('/api/blogs'))).toEqual({
      status: 503,
      data: { message: 'The blog is being updated' },
    });
    expect(() => failure(200, 'Fine')).toThrow('failure() is for error statuses, not 200');
  });

  it('sends another success status the route also answers, only a success one', async () => {
    answer('POST /api/admin/staff', successWith(202, { message: 'We have invited meena@example.in.' }));
    expect(await outcome(apiClient.post('/api/admin/staff', { email: 'meena@example.in' }))).toEqual({
      status: 202,
      data: { message: 'We have invited meena@example.in.' },
    });
    expect(() => successWith(404, { message: 'Gone' })).toThrow(
      'successWith() is for success statuses, not 404',
    );
  });

  it('sends what the contract does not allow only when told it is malformed, text included', async () => {
    answer('GET /api/blogs', malformed({ blogs: [] }));
    expect(await outcome(apiClient.get('/api/blogs'))).toEqual({ status: 200, data: { blogs: [] } });

    answer('GET /api/blogs', malformed('<html>Bad gateway</html>', 502));
    expect(await outcome(apiClient.get('/api/blogs'))).toEqual({
      status: 502,
      data: '<html>Bad gateway</html>',
    });
  });

  it('fails a call with no answer at all when the API cannot be reached', async () => {
    answer('GET /api/blogs', networkError());
    expect(await outcome(apiClient.get('/api/blogs'))).toBe('Network Error');
  });

  it('holds an answer until the test releases it, or for ever', async () => {
    const held = heldAnswer();
    answer('GET /api/blogs', held.answer);
    answer('GET /api/most-popular', pending());
    const blogs = outcome(apiClient.get('/api/blogs'));
    const popular = outcome(apiClient.get('/api/most-popular'));
    const later = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50));

    expect(await Promise.race([blogs, popular, later])).toBe('still waiting');
    held.release(failure(500, 'Database down'));
    expect(await blogs).toEqual({ status: 500, data: { message: 'Database down' } });
    expect(await Promise.race([popular, later])).toBe('still waiting');
  });

  it('has a released answer reach the client by the time answersDelivered resolves', async () => {
    const held = heldAnswer();
    answer('GET /api/blogs', held.answer);
    let settled = false;
    const call = apiClient.get('/api/blogs').finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(sentTo('GET /api/blogs')).toHaveLength(1));

    held.release([]);
    await answersDelivered();

    expect(settled).toBe(true);
    await call;
  });

  it('answers from a function of the request, held to the contract too', async () => {
    answer('GET /api/products', ({ query }) => ({
      items: [diya],
      total: 1,
      page: Number(query.page),
      limit: 30,
      categories: [],
    }));
    const { data } = await apiClient.get<{ page: number }>('/api/products', { params: { page: 2 } });
    expect(data.page).toBe(2);
  });

  it('records what each request sent: method, address, query, body and bearer token', async () => {
    useAuthStore
      .getState()
      .login({ user: { id: 'u1', name: 'Asha', email: 'a@example.in' }, token: 'jwt-1' });
    answer('POST /api/shiprocket/calculate-shipping', failure(400, 'Invalid pincode'));
    answer('GET /api/products', []);
    await outcome(apiClient.get('/api/products', { params: { category: 'lamps', page: 1 } }));
    const quote = { pickupPincode: '600001', deliveryPincode: 'x', products: [] };
    await outcome(apiClient.post('/api/shiprocket/calculate-shipping', quote));

    expect(sentRequests()).toEqual([
      {
        method: 'GET',
        url: 'http://api.test/api/products?category=lamps&page=1',
        path: '/api/products',
        query: { category: 'lamps', page: '1' },
        body: undefined,
        authorization: 'Bearer jwt-1',
        credentials: 'include',
        keepalive: false,
      },
      expect.objectContaining({ method: 'POST', path: '/api/shiprocket/calculate-shipping', body: quote }),
    ]);
    expect(sentTo('POST /api/shiprocket/calculate-shipping')).toEqual([sentRequests()[1]]);
    expect(bodiesSentTo('POST /api/shiprocket/calculate-shipping')).toEqual([quote]);
    expect(sentTo('GET /api/products/:id')).toEqual([]);
  });

  it('answers fetch as well as the API client', async () => {
    answer('POST /api/client-errors', { accepted: true });
    const response = await fetch('http://api.test/api/client-errors', {
      method: 'POST',
      body: JSON.stringify({ kind: 'render' }),
      keepalive: true,
      credentials: 'omit',
    });

    expect(response.status).toBe(202);
    expect(sentTo('POST /api/client-errors')).toEqual([
      expect.objectContaining({ body: { kind: 'render' }, keepalive: true, credentials: 'omit' }),
    ]);
  });

  it('forgets the answers and the requests of the test before', () => {
    expect(sentRequests()).toEqual([]);
  });

  // Both pass as far as the page can tell; the mock fails them once they end.
  it.fails('fails a test that sent a request it gave no answer for', async () => {
    expect(await outcome(apiClient.get('/api/blogs'))).toBe('Network Error');
  });

  it.fails('fails a test whose answering function broke the contract', async () => {
    answer('GET /api/blogs', () => [{ title: 'No id, no date' }] as never);
    expect(await outcome(apiClient.get('/api/blogs'))).toBe('Network Error');
  });
});
