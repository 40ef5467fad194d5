/**
 * The back office's contract for the shop's releases: which release of each app is live, what a
 * rollback would put back, and the history of promotions, rollbacks and restores, as the release
 * commands (`pnpm releases`, `pnpm rollback`) show and change them. Owned by the back office team
 * (remote-admin); only the owner reads or changes it.
 */
import * as v from 'valibot';
import type { AppName } from '../runtime-config';

const APP_NAMES = [
  'host',
  'catalog',
  'checkout',
  'account',
  'blog',
  'admin',
] as const satisfies readonly AppName[];
const releaseAppSchema = v.picklist(APP_NAMES);

const wholeNumber = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** One release of an app, as its release.json describes it. */
const releaseSummarySchema = v.object({
  /** The build date and twelve hex digits of the output's hash, e.g. `20261123-3f9a0c1b2d4e`. */
  id: v.string(),
  builtAt: v.string(),
  /** The git commit it was built from; `dirty` when the app's sources had uncommitted changes. */
  commit: v.string(),
  dirty: v.boolean(),
});
export type ReleaseSummary = v.InferOutput<typeof releaseSummarySchema>;

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** Page loads on one side of a canary since it started, and the client errors reported from them. */
const canarySideSchema = v.object({ id: v.string(), views: count, errors: count });

/** A canary running for an app: its share, since when, and both sides' page loads and errors. */
const canaryStateSchema = v.object({
  percent: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99)),
  startedAt: v.string(),
  canary: canarySideSchema,
  live: canarySideSchema,
});
export type CanaryState = v.InferOutput<typeof canaryStateSchema>;

/** One app in GET /api/admin/releases. */
const appReleasesSchema = v.object({
  app: releaseAppSchema,
  /** Null until the app's first promotion. */
  live: v.nullable(releaseSummarySchema),
  /** The release a rollback would make live again; null when the app has no earlier live release. */
  rollbackTo: v.nullable(v.string()),
  /** Its releases on disk, newest first (`pnpm releases <app>`). */
  releases: v.array(releaseSummarySchema),
  /** Its canary (`pnpm promote <app> <id> --canary <percent>`), null when none runs. */
  canary: v.nullable(canaryStateSchema),
});
export type AppReleases = v.InferOutput<typeof appReleasesSchema>;

/** One entry of the pointer's history, numbered from 1 as `pnpm releases --history` numbers it. */
const releaseHistoryEntrySchema = v.object({
  entry: wholeNumber,
  app: releaseAppSchema,
  id: v.string(),
  /**
   * `restore`: the whole shop put back as it was after entry `restoredTo`; `canary`: a share of new
   * visitors sent to the release; `withdraw`: a canary taken back, by itself or by a person.
   */
  action: v.picklist(['promote', 'rollback', 'restore', 'canary', 'withdraw']),
  at: v.string(),
  /** Who did it from the back office (their email); absent when a release command did. */
  by: v.optional(v.string()),
  /** What a forced promotion left unmet. */
  forced: v.optional(v.array(v.string())),
  /** The paths a promotion moved to its app. */
  tookRoutes: v.optional(v.array(v.string())),
  restoredTo: v.optional(wholeNumber),
  /** For a canary, its share of new visitors in percent. */
  percent: v.optional(wholeNumber),
  /** For a withdrawal, why. */
  reason: v.optional(v.string()),
});
export type ReleaseHistoryEntry = v.InferOutput<typeof releaseHistoryEntrySchema>;

/** GET /api/admin/releases: every app's releases, and the newest entries of the history. */
export const releasesOverviewSchema = v.object({
  apps: v.array(appReleasesSchema),
  history: v.object({
    /** How many entries the history has in all. */
    total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    /** The newest entries first (at most 50). */
    recent: v.array(releaseHistoryEntrySchema),
  }),
});
export type ReleasesOverview = v.InferOutput<typeof releasesOverviewSchema>;

/** POST /api/admin/releases/{app}/rollback: what `pnpm rollback <app>` says, and the two releases. */
export const releaseRollbackAnswerSchema = v.object({
  message: v.string(),
  app: releaseAppSchema,
  from: v.string(),
  to: v.string(),
});
export type ReleaseRollbackAnswer = v.InferOutput<typeof releaseRollbackAnswerSchema>;

/** POST /api/admin/releases/restore: the history entry to put the whole shop back to. */
export const releaseRestoreBodySchema = v.object({ entry: wholeNumber });
export type ReleaseRestoreBody = v.InferOutput<typeof releaseRestoreBodySchema>;

/** What `pnpm rollback --to <entry>` says, and each app it changed (`from` null: none was live). */
export const releaseRestoreAnswerSchema = v.object({
  message: v.string(),
  changed: v.array(v.object({ app: releaseAppSchema, from: v.nullable(v.string()), to: v.string() })),
});
export type ReleaseRestoreAnswer = v.InferOutput<typeof releaseRestoreAnswerSchema>;
