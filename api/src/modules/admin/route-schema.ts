import { errorBodySchema } from '@brass/shared/contracts/errors';

/** What the API's document says of every back-office route: its tag and the bearer token it needs. */
export const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The answers of the /api/admin scope's hooks, before any handler runs. */
export const adminRefusals = { 401: errorBodySchema, 403: errorBodySchema };
