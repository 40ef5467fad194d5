import { clientErrorKindSchema, type ClientErrorReport } from '@brass/shared/contract';
import { newId } from '../../lib/ids.js';
import type { ClientErrorRepository } from './repository.js';

/** Enough to tell browsers and their versions apart; Node lets a header run to 16 KiB. */
const USER_AGENT_MAX = 500;

export class ClientErrorService {
  constructor(private readonly errors: ClientErrorRepository) {}

  async record(report: ClientErrorReport, userAgent: string | undefined): Promise<void> {
    await this.errors.insert({
      id: newId('cer'),
      kind: report.kind,
      message: report.message,
      stack: report.stack || null,
      path: report.path,
      app: report.app ?? null,
      releases: report.releases,
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    });
  }

  /** How many reports came in the last day, and the newest few, for the back office's dashboard. */
  async overview(now: Date, limit: number) {
    const [lastDay, recent] = await Promise.all([
      this.errors.countSince(new Date(now.getTime() - 24 * 60 * 60 * 1000)),
      this.errors.recent(limit),
    ]);
    return {
      lastDay,
      recent: recent.map(({ kind, receivedAt, ...report }) => ({
        ...report,
        kind: clientErrorKindSchema.catch('render').parse(kind),
        receivedAt: receivedAt.toISOString(),
      })),
    };
  }
}
