/**
 * The mail of "Tell me when it is back", queued by the mail pass rather than by what restocked the
 * product: the trigger of migration restock_alert_due stamps the waiting alerts due in the transaction
 * of any change that puts a product back on sale, so no path (stock edit, cancellation, return, restore
 * from the archive, a hand-written UPDATE) can skip it, and the mail is built here, with the shop's
 * links. Each alert is marked notified in the transaction that queues its mail, so it is mailed once,
 * even with several API processes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { workThroughDue } from '../../lib/due-batches.js';
import type { MailPreparation } from '../mail/jobs.js';
import type { MailService } from '../mail/service.js';
import { restockMail } from './mail-text.js';
import type { RestockAlertRepository } from './repository.js';

export class RestockAlertMail implements MailPreparation {
  constructor(
    private readonly repository: RestockAlertRepository,
    private readonly mail: MailService,
    /** Where the shop's pages live, e.g. `https://brass.example`. */
    private readonly shopOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async prepare(now: Date): Promise<void> {
    await this.repository.waitAgainForArchived();
    // One alert failing must not hold back the others: it stays due for the next pass.
    await workThroughDue(
      () => this.repository.due(),
      (alertId) =>
        this.tell(alertId, now).catch((error: unknown) => {
          this.log.error({ err: error, alertId }, 'Could not queue the restock alert mail');
        }),
    );
  }

  private async tell(alertId: string, now: Date): Promise<void> {
    await this.repository.transaction(async (alerts, tx) => {
      const claimed = await alerts.claim(alertId, now);
      if (claimed) await this.mail.enqueue(tx, restockMail(claimed, this.shopOrigin), now);
    });
  }
}
