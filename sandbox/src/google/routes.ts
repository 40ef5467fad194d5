import type { FastifyPluginAsync } from 'fastify';
import { serveBrowserScript } from '../browser-script.js';
import type { FaultSwitchboard } from '../faults/switchboard.js';
import { defaultName, issueIdToken, signingKey } from './id-token.js';

export interface GoogleContext {
  now: () => number;
  switchboard: FaultSwitchboard;
}

// Google's APIs word failures as `{error: {code, message, status}}`.
const faultReplies = {
  down: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } },
  error: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } },
};

interface TokenRequest {
  email?: unknown;
  name?: unknown;
  client_id?: unknown;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Everything under `/google`: the Identity Services script always, the JWKS and tokens behind the fault switch. */
export const googleRoutes: FastifyPluginAsync<GoogleContext> = async (app, { now, switchboard }) => {
  serveBrowserScript(app, '/gsi/client', new URL('./gsi-client.browser.js', import.meta.url));
  const key = await signingKey();

  await app.register(async (api) => {
    switchboard.guard(api, 'google', faultReplies);

    api.get('/oauth2/v3/certs', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(key.jwks),
    );

    /** What Google's account chooser does when the buyer picks an account: hand the page an ID token. */
    api.post<{ Body: TokenRequest | undefined }>('/__sandbox/token', async (request, reply) => {
      const { email, name, client_id: clientId } = request.body ?? {};
      const invalid = (description: string) =>
        reply.code(400).send({ error: 'invalid_request', error_description: description });
      if (typeof clientId !== 'string' || clientId.trim() === '')
        return invalid('Missing required parameter: client_id');
      if (typeof email !== 'string' || !emailPattern.test(email.trim()))
        return invalid('Enter a valid email address');
      if (name !== undefined && (typeof name !== 'string' || name.length > 100)) {
        return invalid('The name must be text of at most 100 characters');
      }
      const account = { email: email.trim(), name: name?.trim() || defaultName(email.trim()) };
      return { credential: await issueIdToken(key, account, clientId.trim(), now()) };
    });
  });
};
