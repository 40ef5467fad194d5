import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** One kind of background work still to do: how much, and how long the oldest has waited. */
export interface JobQueueDepth {
  kind: 'mail' | 'order-confirmation' | 'shipment-mail' | 'shipment' | 'sold-out-refund';
  pending: number;
  oldestPendingSeconds: number;
}

/** A scrape must never wait on a busy database: past this the query is cancelled. */
const QUERY_TIMEOUT_MS = 1_000;

/**
 * The work the periodic jobs still have to do (`background-jobs.ts`; ADR 0018), by kind, each read
 * through the partial index its job scans, so that the whole reading costs a few index probes. Parked
 * work (given up on after its last attempt) is not pending: the dashboard lists it for the staff.
 */
export async function readJobQueues(db: Db): Promise<JobQueueDepth[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${QUERY_TIMEOUT_MS}`));
    const result = await tx.execute(sql`
      select 'mail' as kind, count(*)::int as pending, min(created_at) as oldest
        from mail_outbox where sent_at is null and parked_at is null
      union all
      select 'order-confirmation', count(*)::int, min(created_at)
        from orders where confirmation_mailed_at is null and confirmation_parked_at is null
      union all
      select 'shipment-mail', count(*)::int, min(created_at)
        from orders where status = 'shipped' and shipment_mailed_at is null
      union all
      select 'shipment', count(*)::int, min(created_at)
        from orders where shiprocket_awb_code is null and status = 'preparing'
          and (payment_method <> 'cod' or cod_confirmed_at is not null)
      union all
      select 'sold-out-refund', count(*)::int, min(created_at)
        from sold_out_refunds where status = 'pending'`);
    const rows = (
      result as unknown as { rows: { kind: string; pending: number; oldest: string | Date | null }[] }
    ).rows;
    const now = Date.now();
    return rows.map(({ kind, pending, oldest }) => ({
      kind: kind as JobQueueDepth['kind'],
      pending,
      oldestPendingSeconds: oldest === null ? 0 : Math.max(0, (now - new Date(oldest).getTime()) / 1000),
    }));
  });
}
