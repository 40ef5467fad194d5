/**
 * One answer shape for every failure: `{message}` with a status. Bad input of any kind (body, JSON,
 * content type, parameters) is a 400 with a message a person can act on; nothing a client sends can
 * produce a 5xx or make a stack trace leave the server.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { isDatabaseUnavailable, isDataException } from '../lib/postgres-errors.js';
import { isSchemaValidationError } from '../lib/valibot-type-provider.js';

const contextNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'path' };

/** Fastify's own 4xx codes, reworded; their default texts name internals such as "FST_ERR_CTP". */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty when Content-Type is application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_BAD_URL: 'The URL is not valid',
};

const databaseUnavailable = 'The shop is briefly unavailable. Please try again in a moment.';

interface Answer {
  statusCode: number;
  message: string;
}

function answerFor(error: FastifyError, request: FastifyRequest): Answer {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  if (isSchemaValidationError(error)) {
    if (error.validationContext === 'body' && request.body == null) {
      return { statusCode: 400, message: 'Request body must be a JSON object' };
    }
    const context = contextNames[error.validationContext ?? 'body'] ?? 'request';
    const problems = error.validation.map((issue) => {
      const field = issue.instancePath.split('/').filter(Boolean).join('.');
      return `${field || context}: ${issue.message}`;
    });
    return { statusCode: 400, message: problems.join('; ') };
  }
  const reworded = error.code ? fastifyMessages[error.code] : undefined;
  if (reworded) {
    // Too large stays 413 so a client knows resending will not help; the others are bad requests.
    return { statusCode: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : 400, message: reworded };
  }
  // secure-json-parse refuses __proto__ and constructor.prototype keys with a SyntaxError.
  if (error instanceof SyntaxError) return { statusCode: 400, message: 'Request body is not valid JSON' };
  if (isDataException(error))
    return { statusCode: 400, message: 'Request contains a value that cannot be stored' };
  // The database restarted, failed over or refused a connection: asking again a moment later works.
  if (isDatabaseUnavailable(error)) return { statusCode: 503, message: databaseUnavailable };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { statusCode: status, message: error.message };
  return { statusCode: 500, message: 'Something went wrong on our side. Please try again.' };
}

/** Strings that Postgres refuses (text and jsonb cannot hold U+0000) are turned away at the door. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message } = answerFor(error, request);
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode, message }, 'request refused');
  return reply.code(statusCode).send({ message });
}

/** JSON bodies only, and every refusal and failure answered as `{ message }`, across the whole API. */
export const errorHandling = fp(
  async (app) => {
    // Only JSON bodies are accepted: text/plain and other types get the 400 above instead of reaching
    // a route as a string.
    app.removeAllContentTypeParsers();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
      void parseJson(request, body, (error, value) => {
        if (error) return done(error, undefined);
        if (containsNul(value))
          return done(new HttpError(400, 'Request body must not contain NUL characters'));
        done(null, value);
      });
    });

    app.setErrorHandler(answerError);

    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  },
  { name: 'brass-error-handling' },
);
