import { logoutResponseSchema, sessionSchema } from '@brass/shared/contracts/accounts';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { rateLimits } from '../../plugins/rate-limit.js';
import type { UserService } from '../users/service.js';
import { answerWithSession, clearRefreshCookie, refreshTokenOf } from './cookie.js';
import type { SessionService } from './service.js';

export const sessionRoutes: FastifyPluginAsyncValibot<{
  sessions: SessionService;
  users: UserService;
}> = async (app, { sessions, users }) => {
  app.post(
    '/api/users/refresh',
    {
      config: { rateLimit: rateLimits.refreshPerClient },
      schema: {
        tags: ['users'],
        summary: 'Renews the access token with the refresh cookie, and replaces the cookie',
        response: { 200: sessionSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        const started = await sessions.renew(refreshTokenOf(request));
        const { user } = await users.me(started.userId);
        return answerWithSession(reply, { user, token: started.accessToken, started });
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Ends the session of the refresh cookie and clears the cookie',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      await sessions.end(refreshTokenOf(request));
      clearRefreshCookie(reply);
      return { message: 'You are logged out' };
    },
  );

  app.post(
    '/api/users/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Ends every session of the signed-in shopper, on every device',
        security: [{ bearerAuth: [] }],
        response: { 200: logoutResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await sessions.revokeAllSessions(currentUser(request).id);
      clearRefreshCookie(reply);
      return { message: 'You are logged out on every device' };
    },
  );
};
