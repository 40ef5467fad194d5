/**
 * A mailed alert is done: it is kept as long as its mail (MAIL_RETENTION_DAYS) for the staff to see
 * what a shopper was sent, then deleted, address and all, as nothing more will come of it.
 */
import type { RestockAlertRepository } from './repository.js';

const DAY_MS = 24 * 60 * 60_000;

export class RestockAlertRetention {
  constructor(
    private readonly repository: RestockAlertRepository,
    private readonly retentionDays: number,
  ) {}

  /** Deletes the alerts mailed more than the retention ago; returns how many. */
  prune(now: Date): Promise<number> {
    return this.repository.pruneNotified(new Date(now.getTime() - this.retentionDays * DAY_MS));
  }
}
