import {
  confirmEmailBodySchema,
  emailConfirmationAnswerSchema,
  googleLoginBodySchema,
  loginBodySchema,
  passwordResetAnswerSchema,
  passwordResetBodySchema,
  passwordResetLinkBodySchema,
  passwordResetLinkSchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
  registerResponseSchema,
  sessionSchema,
  signedInAccountSchema,
} from '@brass/shared/contracts/accounts';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { HttpError } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';
import type { LoginAttempts } from '../../plugins/login-attempts.js';
import { perUserLimit, rateLimits } from '../../plugins/rate-limit.js';
import { answerWithSession } from '../sessions/cookie.js';
import type { EmailConfirmationService } from './email-confirmation.js';
import type { PasswordResetService } from './password-reset.js';
import type { UserService } from './service.js';

const refusals = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

export const userRoutes: FastifyPluginAsyncValibot<{
  service: UserService;
  confirmations: EmailConfirmationService;
  passwordResets: PasswordResetService;
  loginAttempts: LoginAttempts;
}> = async (app, { service, confirmations, passwordResets, loginAttempts }) => {
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
      // Runs in the handler, after validation, so the body holds the email.
      await loginAttempts.claim(request, reply);
      try {
        const session = await service.login(request.body);
        await loginAttempts.succeeded(request);
        return answerWithSession(reply, session);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await loginAttempts.failed(request);
        throw error;
      }
    },
  );

  // Without the /api prefix, as the shop calls it.
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
        summary: 'The signed-in account and its role, to check a stored session',
        security: [{ bearerAuth: [] }],
        response: { 200: signedInAccountSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { id, role } = currentUser(request);
      return { ...(await service.me(id)), role };
    },
  );

  app.post(
    '/api/users/confirm-email',
    {
      config: { rateLimit: rateLimits.confirmEmailPerClient },
      schema: {
        tags: ['users'],
        summary: 'Confirms the email of an account with the link mailed at registration',
        body: confirmEmailBodySchema,
        response: {
          200: emailConfirmationAnswerSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    (request) => confirmations.confirm(request.body.token),
  );

  app.post(
    '/api/users/confirm-email/resend',
    {
      onRequest: app.authenticate,
      config: perUserLimit(rateLimits.confirmationMailPerUser),
      schema: {
        tags: ['users'],
        summary: 'Mails the signed-in shopper a new link to confirm their email',
        security: [{ bearerAuth: [] }],
        response: {
          202: emailConfirmationAnswerSchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.code(202).send(await confirmations.sendAgain(currentUser(request).id)),
  );
  app.post(
    '/api/users/password-reset',
    {
      config: { rateLimit: rateLimits.passwordResetPerClient },
      schema: {
        tags: ['users'],
        summary:
          'Mails a link that sets a new password; the answer is the same whether the email has an account',
        body: passwordResetRequestBodySchema,
        response: { 202: passwordResetAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(202).send(await passwordResets.ask(request.body.email)),
  );

  const linkRefusals = {
    400: errorBodySchema,
    409: errorBodySchema,
    410: errorBodySchema,
    429: errorBodySchema,
  };

  app.post(
    '/api/users/password-reset/check',
    {
      config: { rateLimit: rateLimits.passwordResetLinkPerClient },
      schema: {
        tags: ['users'],
        summary: 'Whether a password reset link still works, and for which account',
        body: passwordResetLinkBodySchema,
        response: { 200: passwordResetLinkSchema, ...linkRefusals },
      },
    },
    (request) => passwordResets.check(request.body.token),
  );

  app.post(
    '/api/users/password-reset/complete',
    {
      config: { rateLimit: rateLimits.passwordResetLinkPerClient },
      schema: {
        tags: ['users'],
        summary: 'Sets a new password with a mailed link, once, and signs the account out everywhere',
        body: passwordResetBodySchema,
        response: { 200: passwordResetAnswerSchema, ...linkRefusals },
      },
    },
    (request) => passwordResets.complete(request.body),
  );
};
