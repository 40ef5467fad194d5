import { clientErrorKindSchema, type ClientErrorReport } from '@brass/shared/contracts/errors';
import * as v from 'valibot';
import { newId } from '../../lib/ids.js';
import type { ClientErrorRepository } from './repository.js';
import { untrustedText } from './untrusted-text.js';

/** A kind this release does not know, from a newer app, is listed as a render error. */
const kindOrRender = v.fallback(clientErrorKindSchema, 'render');

/** Enough to tell browsers and their versions apart; Node lets a header run to 16 KiB. */
const USER_AGENT_MAX = 500;

/**
 * What one stored report keeps at most, in characters: enough to find the fault (the first lines of
 * a stack name the file and line), never the tens of kilobytes a report may carry.
 */
const STORED_REPORT_LIMITS = { message: 500, stack: 2000, path: 300 } as const;

/**
 * Reports kept in one minute across the shop before only a sample is kept (one in `sampleEvery`)
 * and the rest only counted: a broken release on every open page, or a script sending from many
 * addresses, then costs a count, not a row per report.
 */
export const CLIENT_ERROR_SAMPLING = { keptPerMinute: 60, sampleEvery: 20 } as const;

/** How long reports and their counts are kept. */
export const CLIENT_ERROR_RETENTION_DAYS = 30;

/** How much of a report's message the dashboard shows. */
const LISTED_MESSAGE_MAX = 200;

const dayMs = 24 * 60 * 60 * 1000;

export class ClientErrorService {
  constructor(private readonly errors: ClientErrorRepository) {}

  /**
   * The reports each release of an app got since a moment, 0 for one that got none. Past the minute's
   * share only a sample is kept, so under a burst this counts at least what it says.
   */
  async countByRelease(app: string, releases: string[], since: Date): Promise<Record<string, number>> {
    const counted = await this.errors.countByRelease(app, releases, since);
    return Object.fromEntries(releases.map((release) => [release, counted[release] ?? 0]));
  }

  async record(report: ClientErrorReport, userAgent: string | undefined, now = new Date()): Promise<void> {
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const { keptPerMinute, sampleEvery } = CLIENT_ERROR_SAMPLING;
    if (!(await this.errors.tally(minute, keptPerMinute, sampleEvery))) return;
    await this.errors.insert({
      id: newId('cer'),
      kind: report.kind,
      message: report.message.slice(0, STORED_REPORT_LIMITS.message),
      stack: report.stack?.slice(0, STORED_REPORT_LIMITS.stack) || null,
      path: report.path.slice(0, STORED_REPORT_LIMITS.path),
      app: report.app ?? null,
      releases: report.releases,
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      receivedAt: now,
    });
  }

  /** Deletes reports and counts older than the retention; a periodic job runs it. */
  async prune(now = new Date()): Promise<void> {
    await this.errors.deleteBefore(new Date(now.getTime() - CLIENT_ERROR_RETENTION_DAYS * dayMs));
  }

  /** How many reports came in the last day, and the newest few, for the back office's dashboard. */
  async overview(now: Date, limit: number) {
    const [lastDay, recent] = await Promise.all([
      this.errors.countSince(new Date(now.getTime() - dayMs)),
      this.errors.recent(limit),
    ]);
    return {
      lastDay,
      // Written by whoever sent the report: shown as cut, plain text (see `untrusted-text.ts`).
      recent: recent.map(({ kind, receivedAt, message, path, ...report }) => ({
        ...report,
        message: untrustedText(message, LISTED_MESSAGE_MAX),
        path: untrustedText(path, STORED_REPORT_LIMITS.path),
        kind: v.parse(kindOrRender, kind),
        receivedAt: receivedAt.toISOString(),
      })),
    };
  }
}
