/**
 * The contract of what every route shares: the error body, an id in the path, and the reports a page sends
 * when a piece breaks in it. Owned by the shell team (host), which reports what breaks on a page. The API
 * validates and documents its routes with these schemas; the shop's pages import them as types only,
 * and the back office also parses its answers with them (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { CLIENT_ERROR_LIMITS } from '../constants';

export const errorBodySchema = v.object({ message: v.string() });
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

export const idParamSchema = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/** Where a browser error arose: rendering a piece, loading a remote, or a payload a shared store refused. */
export const clientErrorKindSchema = v.picklist(['render', 'load', 'store']);
export type ClientErrorKind = v.InferOutput<typeof clientErrorKindSchema>;

/**
 * An app's name: the shell or a remote. A pattern rather than the list of today's remotes, so that a
 * remote added later can report before every other app knows its name.
 */
const appNameSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be an app name'));

/** POST /api/client-errors: what a page tells the shop's owner about a piece that broke in it. */
export const clientErrorReportSchema = v.object({
  kind: clientErrorKindSchema,
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(CLIENT_ERROR_LIMITS.message)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(CLIENT_ERROR_LIMITS.stack))),
  /** The page's path, without its query: a query may carry what is not the shop's to keep. */
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(CLIENT_ERROR_LIMITS.path)),
  /** The app the failing piece belongs to, when the page knows it. */
  app: v.optional(appNameSchema),
  /** App -> id of the release the page was composed from. */
  releases: v.pipe(
    v.record(appNameSchema, v.pipe(v.string(), v.minLength(1), v.maxLength(CLIENT_ERROR_LIMITS.releaseId))),
    v.check(
      (releases) => Object.keys(releases).length <= CLIENT_ERROR_LIMITS.apps,
      `must name at most ${CLIENT_ERROR_LIMITS.apps} apps`,
    ),
  ),
});
export type ClientErrorReport = v.InferOutput<typeof clientErrorReportSchema>;

export const clientErrorAcceptedSchema = v.object({ accepted: v.literal(true) });

/** The most releases one count asks about: a live release and its canary, with room to spare. */
export const CLIENT_ERROR_COUNT_RELEASES = 10;

/**
 * GET /api/client-errors/counts: the reports an app's releases got since a moment, by release. What
 * a canary of a release is judged by, against the live one.
 */
export const clientErrorCountsQuerySchema = v.object({
  app: appNameSchema,
  releases: v.pipe(
    v.string(),
    v.regex(
      new RegExp(
        `^[\\w-]{1,${CLIENT_ERROR_LIMITS.releaseId}}(,[\\w-]{1,${CLIENT_ERROR_LIMITS.releaseId}}){0,${CLIENT_ERROR_COUNT_RELEASES - 1}}$`,
      ),
      `must be 1 to ${CLIENT_ERROR_COUNT_RELEASES} release ids, separated by commas`,
    ),
  ),
  since: v.pipe(v.string(), v.isoTimestamp('must be a moment such as 2026-11-29T18:00:00.000Z')),
});

export const clientErrorCountsSchema = v.object({
  /** Release id -> reports received for that app since the moment; a release with none is 0. */
  counts: v.record(v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});
