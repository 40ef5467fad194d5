/**
 * OpenAPI generated from the routes' zod schemas (the shared contract), served at /api/docs.
 * Registered before the routes: @fastify/swagger collects them as they are added.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';

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
    // staticCSP: the docs page needs its own scripts and styles, which the API-wide policy forbids.
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'brass-api-docs' },
);
