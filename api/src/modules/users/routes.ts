import {
  currentUserResponseSchema,
  errorBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  registerBodySchema,
  registerResponseSchema,
  sessionSchema,
  type LoginBody,
} from '@brass/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';
import { failureLimiter, rateLimits } from '../../plugins/rate-limit.js';
import { answerWithSession } from '../sessions/cookie.js';
import type { UserService } from './service.js';

const refusals = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

export const userRoutes: FastifyPluginAsyncZod<{ service: UserService }> = async (app, { service }) => {
  // Runs in the handler, after validation, so the body is a LoginBody.
  const failedLogins = failureLimiter(app, rateLimits.failedLoginsPerEmail, (request) =>
    (request.body as LoginBody).email.toLowerCase(),
  );

  app.post(
    '/api/users/register',
    {
      config: { rateLimit: rateLimits.registerPerClient },
      schema: {
        tags: ['users'],
        summary: 'Creates an account and signs it in',
        body: registerBodySchema,
        response: {
          201: registerResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(answerWithSession(reply, await service.register(request.body))),
  );

  app.post(
    '/api/users/login',
    {
      config: { rateLimit: rateLimits.loginPerClient },
      schema: {
        tags: ['users'],
        summary: 'Signs in with email and password',
        body: loginBodySchema,
        response: { 200: sessionSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await failedLogins.assertAttemptsLeft(request);
      try {
        return answerWithSession(reply, await service.login(request.body));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await failedLogins.recordFailure(request);
        throw error;
      }
    },
  );

  // Without the /api prefix, as the shop calls it (SPEC.md section 7).
  app.post(
    '/users/google-login',
    {
      config: { rateLimit: rateLimits.googleLoginPerClient },
      schema: {
        tags: ['users'],
        summary: 'Signs in with a Google ID token, creating or linking the account',
        body: googleLoginBodySchema,
        response: { 200: sessionSchema, ...refusals },
      },
    },
    async (request, reply) => answerWithSession(reply, await service.googleLogin(request.body.token)),
  );

  app.get(
    '/api/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in account, to check a stored session',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserResponseSchema, 401: errorBodySchema },
      },
    },
    (request) => service.me(currentUser(request).id),
  );
};
