/**
 * Fastify speaks valibot: the routes' schemas (the shared contract) validate what comes in, check what
 * goes out, type both in the handlers, and are turned into JSON Schema for the OpenAPI document.
 * valibot has no maintained Fastify type provider, so this is the small one the API needs, in the
 * shape fastify-type-provider-zod gave it.
 */
import type { SwaggerTransform } from '@fastify/swagger';
import { toJsonSchema } from '@valibot/to-json-schema';
import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerBase,
  RawServerDefault,
} from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import * as v from 'valibot';
import { wordingOf } from './validation-wording.js';

type Schema = v.GenericSchema;

export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Schema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends Schema ? v.InferInput<this['schema']> : unknown;
}

/** A route plugin whose schemas type its handlers. */
export type FastifyPluginAsyncValibot<
  Options extends FastifyPluginOptions = Record<never, never>,
  Server extends RawServerBase = RawServerDefault,
> = FastifyPluginAsync<Options, Server, ValibotTypeProvider>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/** What Fastify keeps of each problem on `error.validation`, with the issue itself for who needs it. */
function validationErrorOf(issue: v.BaseIssue<unknown>): FastifySchemaValidationError {
  const path = (issue.path ?? []).map((item) => String(item.key));
  return {
    keyword: issue.type,
    instancePath: path.length ? `/${path.join('/')}` : '',
    schemaPath: `#/${path.join('/')}`,
    params: { issue },
    message: issue.message,
  };
}

/** A request part that must be an object, given as a list: valibot's objects take lists, as JS does. */
const listForAnObject = (schema: Schema, data: unknown): FastifySchemaValidationError | undefined =>
  Array.isArray(data) && /object$|^variant$/.test(schema.type)
    ? {
        keyword: schema.type,
        instancePath: '',
        schemaPath: '#',
        params: { issue: { kind: 'schema', type: schema.type, input: data } },
        message: 'Invalid input: expected object, received array',
      }
    : undefined;

export const validatorCompiler: FastifySchemaCompiler<Schema> =
  ({ schema }) =>
  (data) => {
    const list = listForAnObject(schema, data);
    if (list) return { error: [list] as unknown as Error };
    const result = v.safeParse(schema, data, { message: wordingOf });
    if (result.success) return { value: result.output };
    return { error: result.issues.map(validationErrorOf) as unknown as Error };
  };

/** An answer that does not fit its own schema is the server's fault: it fails rather than leaks. */
export const serializerCompiler: FastifySerializerCompiler<Schema> =
  ({ schema, method, url }) =>
  (data) => {
    const result = v.safeParse(schema, data);
    if (!result.success) {
      throw new Error(`The answer of ${method} ${url} does not fit its schema`, {
        cause: v.flatten(result.issues),
      });
    }
    return JSON.stringify(result.output);
  };

// errorMode 'ignore': a check JSON Schema cannot say (a custom rule, a transform) is left out of the
// document rather than stopping the API. A request is documented as sent, an answer as received.
const toDocument = (schema: unknown, typeMode: 'input' | 'output') =>
  isSchema(schema) ? toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore', typeMode }) : schema;

/** Each route's schemas, as JSON Schema, for @fastify/swagger. */
export const jsonSchemaTransform: SwaggerTransform<FastifySchema & { hide?: boolean }> = ({
  schema,
  url,
}) => {
  if (!schema) return { schema, url };
  const { response, headers, querystring, body, params, ...rest } = schema;
  const transformed: Record<string, unknown> = { ...rest };
  for (const [part, value] of Object.entries({ headers, querystring, body, params })) {
    if (value) transformed[part] = toDocument(value, 'input');
  }
  if (response && typeof response === 'object') {
    transformed.response = Object.fromEntries(
      Object.entries(response).map(([status, value]) => [status, toDocument(value, 'output')]),
    );
  }
  return { schema: transformed, url };
};

/** True for the 400 a route's schema raised, with each problem and its place in the request. */
export function isSchemaValidationError(
  error: unknown,
): error is Error & { validation: FastifySchemaValidationError[]; validationContext?: string } {
  if (!(error instanceof Error) || !('validation' in error) || !Array.isArray(error.validation)) return false;
  return (error.validation as { params?: { issue?: unknown } }[]).every(
    (item) => item.params?.issue !== undefined,
  );
}
