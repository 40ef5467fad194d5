/**
 * Invoices, credit notes and packing slips rendered on a worker thread (tinypool), one at a time, so that rendering them never holds up
 * the requests the API's own thread answers. The built API runs `dist/invoice-worker.js`, which
 * rolldown builds beside `dist/server.js` (`rolldown.config.ts`); the sources (tsx, vitest) run
 * `render-worker.ts` through `render-worker-from-sources.mjs`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import Tinypool from 'tinypool';
import { HttpError } from '../../lib/http-error.js';
import type { PackingSlip } from '../packing-slips/packing-slip.js';
import type { CreditNote } from './credit-note.js';
import type { Invoice } from './invoice.js';

const worker = new URL(
  import.meta.url.endsWith('.ts') ? './render-worker-from-sources.mjs' : './invoice-worker.js',
  import.meta.url,
);

/** Documents waiting for the thread past this many are refused for now rather than queued for minutes. */
const maxWaiting = 100;
/** A render takes a fraction of a second; one waiting this long finds the thread stuck or gone. */
const renderTimeoutMs = 60_000;

const renderMessages = {
  busy: 'Documents are being drawn for many orders. Please try again in a minute.',
  stuck: 'The document could not be drawn just now. Please try again in a minute.',
} as const;

export class InvoiceRenderer {
  private readonly pool: Tinypool;

  constructor(log: FastifyBaseLogger) {
    // A worker left out of the build would leave every invoice waiting: the API refuses to start.
    if (!existsSync(worker)) throw new Error(`The invoice worker ${fileURLToPath(worker)} is missing`);
    this.pool = new Tinypool({
      filename: worker.href,
      // One thread: the machine's other cores are the request thread's and the database's.
      minThreads: 0,
      maxThreads: 1,
      maxQueue: maxWaiting,
      // An idle shop keeps no thread; a busy one keeps its fonts loaded.
      idleTimeout: 5 * 60_000,
    });
    // Unheard, a thread's failure (one that cannot load its module, say) would end the process.
    this.pool.on('error', (error: unknown) =>
      log.error({ err: error }, 'The invoice rendering thread failed'),
    );
  }

  render(invoice: Invoice): Promise<Buffer> {
    return this.run(invoice);
  }

  /** A credit note, on the same thread: its fonts are the invoice's. */
  renderCreditNote(note: CreditNote): Promise<Buffer> {
    return this.run(note, 'renderCreditNote');
  }

  /** Packing slips, one order's or several in one file, on the same thread: their fonts are the invoice's. */
  renderPackingSlips(slips: PackingSlip[]): Promise<Buffer> {
    return this.run(slips, 'renderPackingSlips');
  }

  /** `name`: the worker's export that draws `task`; absent, its default, the invoice. */
  private async run(task: Invoice | CreditNote | PackingSlip[], name?: string): Promise<Buffer> {
    if (this.pool.queueSize >= maxWaiting) throw new HttpError(503, renderMessages.busy);
    try {
      const pdf = (await this.pool.run(task, {
        ...(name ? { name } : {}),
        signal: AbortSignal.timeout(renderTimeoutMs),
      })) as Uint8Array;
      return Buffer.from(pdf);
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError')
        throw new HttpError(503, renderMessages.stuck);
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
