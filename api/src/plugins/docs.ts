/**
 * OpenAPI generated from the routes' valibot schemas (the shared contract), served at /api/docs.
 * Registered before the routes: @fastify/swagger collects them as they are added.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import { jsonSchemaTransform } from '../lib/valibot-type-provider.js';

/**
 * In production the document would show anyone every back-office route: there it answers only a
 * signed-in member of staff or the owner (their bearer token), and anyone else a 404, as an address
 * the API does not have.
 */
const staffOnlyDocs = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const notFound = new HttpError(404, 'Not found');
  await app.authenticate(request).catch(() => {
    throw notFound;
  });
  if (request.user?.role !== 'staff' && request.user?.role !== 'owner') throw notFound;
};

export const apiDocs = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Brass shop API', version: '1.0.0', description: 'Every call the shop makes.' },
        servers: [{ url: config.publicApiOrigin }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(async (docs) => {
      // A hook of this scope holds for every route of the page: the document, its page and its files.
      if (config.nodeEnv === 'production') docs.addHook('onRequest', staffOnlyDocs(app));
      // staticCSP: the docs page needs its own scripts and styles, which the API-wide policy forbids.
      await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    });
  },
  { name: 'brass-api-docs' },
);
