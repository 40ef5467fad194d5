import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { startTestApp, testConfig, type TestApp } from '../../test/app.js';
import { productionSettings } from '../../test/production-settings.js';
import { createSessionTokens } from './auth.js';

describe('/api/docs in production', () => {
  let t: TestApp;
  const bearer: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(productionSettings);
    const tokens = createSessionTokens(testConfig(productionSettings).jwt);
    for (const role of ['shopper', 'staff', 'owner'] as const) {
      const id = newId('usr');
      await t.database.db.insert(users).values({ id, name: role, email: `${id}@example.in`, role });
      bearer[role] = `Bearer ${await tokens.issue(id)}`;
    }
  });
  afterAll(() => t.close());

  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  const docsAddresses = ['/api/docs/json', '/api/docs/yaml', '/api/docs/', '/api/docs/static/index.css'];

  it.each(docsAddresses)(
    'answers %s to no visitor, forged token or shopper: a 404 as for no address',
    async (url) => {
      for (const authorization of [undefined, 'Bearer forged', bearer.shopper]) {
        const refused = await get(url, authorization);
        expect([url, authorization === undefined, refused.statusCode, refused.json()]).toEqual([
          url,
          authorization === undefined,
          404,
          { message: 'Not found' },
        ]);
      }
    },
  );

  it('serves the document, with the back office in it, to staff and the owner', async () => {
    for (const authorization of [bearer.staff, bearer.owner]) {
      const document = await get('/api/docs/json', authorization);
      expect(document.statusCode).toBe(200);
      expect(Object.keys(document.json<{ paths: object }>().paths)).toContain('/api/admin/settings');
      expect((await get('/api/docs/', authorization)).statusCode).toBe(200);
    }
  });
});

describe('/api/docs outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the document to anyone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it("documents each call's query and body from the contract's schemas", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const query = document.paths['/api/products']!.get!.parameters!;
    expect(query.find((parameter) => parameter.name === 'page')).toMatchObject({
      in: 'query',
      required: false,
      description: 'A whole number from 1 to 100000',
    });
    expect(query.find((parameter) => parameter.name === 'sort')?.schema).toMatchObject({
      enum: ['price-asc', 'price-desc', 'newest', 'relevance'],
    });
    const body = document.paths['/api/orders/cod']!.post!.requestBody!.content['application/json']!.schema;
    expect(body.required).toEqual(expect.arrayContaining(['cart', 'address', 'quoteId', 'courierId']));
  });
});

interface OpenApiOperation {
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: Record<string, unknown>;
  }[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
}
