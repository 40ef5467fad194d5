import { frontendApp, frontendApps, ReleaseError } from '@brass/composer/apps';
import type { ReleaseManifest } from '@brass/composer/releases/release-manifest';
import type {
  ReleaseRestoreAnswer,
  ReleaseRollbackAnswer,
  CanaryState,
  ReleasesOverview,
  ReleaseSummary,
} from '@brass/shared/contracts/releases';
import type { Canary, LivePointer } from '@brass/composer/releases/live-pointer';
import type { AppName } from '@brass/shared/runtime-config';
import { HttpError } from '../../lib/http-error.js';
import type { AuditService } from '../audit/service.js';
import type { ClientErrorService } from '../client-errors/service.js';
import type { UserService } from '../users/service.js';
import type { ReleasesFolder } from './repository.js';

/** How many of the history's newest entries the screen lists. */
const RECENT_HISTORY = 50;

/**
 * Without RELEASES_DIR, or the releases bucket and the database its pointer is in (an API deployed
 * apart from the shop's releases), there is nothing to show.
 */
export const NO_RELEASES_FOLDER =
  "This API was started without RELEASES_DIR, the folder of the shop's releases, so it can neither show nor change them. Use `pnpm releases` and `pnpm rollback` where the releases are, or start the API with RELEASES_DIR, or with the releases bucket (RELEASES_S3_*) and DATABASE_URL.";

const summaryOf = ({ id, builtAt, commit, dirty }: ReleaseManifest): ReleaseSummary => ({
  id,
  builtAt,
  commit,
  dirty,
});

/** The app a path names; an unknown one is refused as `pnpm rollback` refuses it. */
function appNamed(name: string): AppName {
  try {
    return frontendApp(name).name;
  } catch (error) {
    if (error instanceof ReleaseError) throw new HttpError(400, error.message);
    throw error;
  }
}

/**
 * The owner's view of the releases and the two ways back the release commands offer: one app's
 * rollback, and the whole shop put back to a history entry. Each change names the owner in the
 * pointer's history (`by`) and is written to the audit log.
 */
export class ReleasesService {
  constructor(
    /** Undefined when the API runs without RELEASES_DIR or a releases bucket. */
    private readonly folder: ReleasesFolder | undefined,
    private readonly audit: AuditService,
    private readonly users: Pick<UserService, 'me'>,
    private readonly clientErrors: Pick<ClientErrorService, 'countByRelease'>,
  ) {}

  private releasesFolder(): ReleasesFolder {
    if (!this.folder) throw new HttpError(404, NO_RELEASES_FOLDER);
    return this.folder;
  }

  async overview(): Promise<ReleasesOverview> {
    const folder = this.releasesFolder();
    const pointer = await folder.pointer();
    const apps = await Promise.all(
      frontendApps().map(async ({ name }) => {
        const releases = (await folder.releasesOf(name)).map(summaryOf);
        return {
          app: name,
          live: releases.find((release) => release.id === pointer.live[name]) ?? null,
          rollbackTo: folder.rollbackTarget(pointer, name) ?? null,
          releases,
          canary: await this.canaryOf(folder, pointer, name),
        };
      }),
    );
    const numbered = pointer.history.map((event, index) => ({ entry: index + 1, ...event }));
    return {
      apps,
      history: { total: numbered.length, recent: numbered.slice(-RECENT_HISTORY).reverse() },
    };
  }

  /**
   * The app's running canary against its live release, as `pnpm releases <app>` reports it: page
   * loads from the page servers' counts, errors from the reports pages sent since it started.
   */
  private async canaryOf(
    folder: ReleasesFolder,
    pointer: LivePointer,
    app: AppName,
  ): Promise<CanaryState | null> {
    const canary: Canary | undefined = pointer.canary?.[app];
    const liveId = pointer.live[app];
    if (!canary || !liveId) return null;
    const views = await folder.canaryViews(app, canary);
    const errors = await this.clientErrors.countByRelease(
      app,
      [liveId, canary.id],
      new Date(canary.startedAt),
    );
    return {
      percent: canary.percent,
      startedAt: canary.startedAt,
      canary: { id: canary.id, views: views.canary, errors: errors[canary.id] ?? 0 },
      live: { id: liveId, views: views.live, errors: errors[liveId] ?? 0 },
    };
  }

  /** `pnpm rollback <app>`, by the owner. */
  async rollback(ownerId: string, name: string): Promise<ReleaseRollbackAnswer> {
    const folder = this.releasesFolder();
    const app = appNamed(name);
    const { from, to } = await folder.rollback(app, await this.emailOf(ownerId));
    await this.audit.recordMade({
      actorId: ownerId,
      action: 'release.rolled_back',
      target: app,
      details: { from, to },
    });
    return { message: `${app} rolled back from ${from} to ${to}.`, app, from, to };
  }

  /** `pnpm rollback --to <entry>`, by the owner. */
  async restore(ownerId: string, entry: number): Promise<ReleaseRestoreAnswer> {
    const folder = this.releasesFolder();
    const { changed } = await folder.restore(entry, await this.emailOf(ownerId));
    await this.audit.recordMade({
      actorId: ownerId,
      action: 'release.restored',
      target: `history entry ${entry}`,
      details: Object.fromEntries(changed.map(({ app, from, to }) => [app, `${from ?? 'none'} -> ${to}`])),
    });
    return {
      message:
        changed.length === 0
          ? `The shop is already as it was after entry ${entry}.`
          : `The shop is back as it was after entry ${entry}.`,
      changed: changed.map(({ app, from, to }) => ({ app, from: from ?? null, to })),
    };
  }

  private async emailOf(userId: string): Promise<string> {
    return (await this.users.me(userId)).user.email;
  }
}
