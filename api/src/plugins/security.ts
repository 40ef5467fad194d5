/**
 * Cross-cutting HTTP protections: CORS allow-list, security headers, compression and rate limits.
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimiting } from './rate-limit.js';

export const security = fp<{ config: AppConfig; db: Db }>(
  async (app, { config, db }) => {
    await app.register(cors, {
      origin: config.corsOrigins,
      // The shop sends credentials with every call.
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      exposedHeaders: ['Retry-After', 'X-Request-Id'],
      maxAge: 600,
    });
    await app.register(helmet, {
      // The API answers JSON and images only, so the page-oriented policy can forbid everything.
      // /api/docs sets its own policy for its page.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      // The shop's pages live on other origins (host and remotes) and show the product images.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(rateLimiting, { db, allowList: config.rateLimitAllowList });
  },
  { name: 'brass-security' },
);
