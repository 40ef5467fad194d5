import { errorBodySchema } from '@brass/shared/contracts/errors';
import {
  releaseRestoreAnswerSchema,
  releaseRestoreBodySchema,
  releaseRollbackAnswerSchema,
  releasesOverviewSchema,
} from '@brass/shared/contracts/releases';
import * as v from 'valibot';
import type { FastifyPluginAsyncValibot } from '../../lib/valibot-type-provider.js';
import { currentUser } from '../../plugins/auth.js';
import { ownerOnly } from '../admin/access.js';
import { adminRefusals, adminRoute } from '../admin/route-schema.js';
import type { ReleasesService } from './service.js';

/** Said when the API runs without RELEASES_DIR: it has no releases to show or change. */
const elsewhere = { 404: errorBodySchema };

/**
 * The owner's Releases screen, inside the /api/admin scope (signed in, staff): only the owner sees
 * or changes the releases, as only the owner runs the release commands' rollbacks from the shop.
 */
export const releaseAdminRoutes: FastifyPluginAsyncValibot<{ service: ReleasesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/releases',
    {
      onRequest: ownerOnly('see the releases'),
      schema: {
        ...adminRoute,
        summary:
          "Each app's live release, the release a rollback would put back and its releases; the newest 50 entries of the history, numbered as `pnpm releases --history` numbers them",
        response: { 200: releasesOverviewSchema, 409: errorBodySchema, ...elsewhere, ...adminRefusals },
      },
    },
    () => service.overview(),
  );

  app.post(
    '/releases/:app/rollback',
    {
      onRequest: ownerOnly('roll back a release'),
      schema: {
        ...adminRoute,
        summary:
          'Puts back the release of the app that was live before, as `pnpm rollback <app>` does; recorded in the history and the audit log',
        params: v.object({ app: v.pipe(v.string(), v.maxLength(50)) }),
        response: {
          200: releaseRollbackAnswerSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          ...elsewhere,
          ...adminRefusals,
        },
      },
    },
    (request) => service.rollback(currentUser(request).id, request.params.app),
  );

  app.post(
    '/releases/restore',
    {
      onRequest: ownerOnly('put the shop back to an earlier point'),
      schema: {
        ...adminRoute,
        summary:
          'Puts every app back as it was just after a history entry, as `pnpm rollback --to <entry>` does; recorded in the history and the audit log',
        body: releaseRestoreBodySchema,
        response: {
          200: releaseRestoreAnswerSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          ...elsewhere,
          ...adminRefusals,
        },
      },
    },
    (request) => service.restore(currentUser(request).id, request.body.entry),
  );
};
