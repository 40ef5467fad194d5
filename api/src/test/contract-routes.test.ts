/**
 * The routes the apps call (`apiRoutes` of the shared contract, which the apps' tests answer their
 * calls from) are routes this API registers, answering the schema the map gives for their success.
 */
import { apiRoutes } from '@brass/shared/testing/contract-routes';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler, validatorCompiler } from '../lib/valibot-type-provider.js';
import { apiDocs } from '../plugins/docs.js';
import { startTestApp, testConfig, type TestApp } from '../../test/app.js';

/** What is read of an OpenAPI document: the answers each operation declares, by status. */
interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

const routes = Object.entries(apiRoutes).map(([name, { status, schema }]) => {
  const [method, url] = name.split(' ') as [string, string];
  return { name, method, url, status, schema };
});

/**
 * The OpenAPI document of an app that declares only the map's schemas, made by the API's own docs
 * plugin: the same schema comes out the same there as in the API's document.
 */
async function documentOfTheMap(): Promise<OpenApiDocument> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(apiDocs, { config: testConfig() });
  for (const { method, url, status, schema } of routes) {
    app.route({ method, url, schema: { response: { [status]: schema } }, handler: () => ({}) });
  }
  await app.ready();
  const document = app.swagger() as OpenApiDocument;
  await app.close();
  return document;
}

/** The answer a document declares for a status of a route, or undefined when it declares none. */
function declaredAnswer(document: OpenApiDocument, method: string, url: string, status: number) {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return document.paths?.[path]?.[method.toLowerCase()]?.responses?.[String(status)];
}

let t: TestApp;
let apiDocument: OpenApiDocument;
let mapDocument: OpenApiDocument;
beforeAll(async () => {
  t = await startTestApp();
  apiDocument = t.app.swagger() as OpenApiDocument;
  mapDocument = await documentOfTheMap();
});
afterAll(() => t.close());

describe('the routes of the shared contract', () => {
  it.each(routes)('$name is a route of the API', ({ method, url }) => {
    expect(t.app.hasRoute({ method: method as 'GET' | 'POST', url })).toBe(true);
  });

  it.each(routes)('$name answers $status with the schema of the contract', ({ method, url, status }) => {
    const declared = declaredAnswer(apiDocument, method, url, status);
    expect(declared, `the API declares no ${status} answer for ${method} ${url}`).toBeDefined();
    expect(declared).toEqual(declaredAnswer(mapDocument, method, url, status));
  });
});
