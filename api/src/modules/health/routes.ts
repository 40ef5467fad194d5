import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';

/** For load balancers and the start script: up means the database answers too. */
export const healthRoutes: FastifyPluginAsyncValibot<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: v.object({ status: v.literal('ok') }) } } },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new HttpError(503, 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
