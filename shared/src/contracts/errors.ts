/**
 * The contract of what every route shares: the error body, an id in the path, and the reports a page sends
 * when a piece breaks in it. Owned by the shell team (host), which reports what breaks on a page. The API
 * validates and documents its routes with these zod schemas; the shop's pages import them as types only,
 * and the back office also parses its answers with them (docs/frontend-guide.md).
 */
import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from '../constants';

export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const idParamSchema = z.object({ id: z.string().min(1).max(200) });

/** Where a browser error arose: rendering a piece, loading a remote, or a payload a shared store refused. */
export const clientErrorKindSchema = z.enum(['render', 'load', 'store']);
export type ClientErrorKind = z.infer<typeof clientErrorKindSchema>;

/**
 * An app's name: the shell or a remote. A pattern rather than the list of today's remotes, so that a
 * remote added later can report before every other app knows its name.
 */
const appNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be an app name');

/** POST /api/client-errors: what a page tells the shop's owner about a piece that broke in it. */
export const clientErrorReportSchema = z.object({
  kind: clientErrorKindSchema,
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  /** The page's path, without its query: a query may carry what is not the shop's to keep. */
  path: z.string().startsWith('/').max(CLIENT_ERROR_LIMITS.path),
  /** The app the failing piece belongs to, when the page knows it. */
  app: appNameSchema.optional(),
  /** App -> id of the release the page was composed from. */
  releases: z
    .record(appNameSchema, z.string().min(1).max(CLIENT_ERROR_LIMITS.releaseId))
    .refine((releases) => Object.keys(releases).length <= CLIENT_ERROR_LIMITS.apps, {
      message: `must name at most ${CLIENT_ERROR_LIMITS.apps} apps`,
    }),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorAcceptedSchema = z.object({ accepted: z.literal(true) });
