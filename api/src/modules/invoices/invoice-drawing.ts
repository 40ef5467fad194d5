/**
 * Invoices drawn on a worker thread (tinypool), one at a time, so that drawing them never holds up
 * the requests the API's own thread answers. The built API runs `dist/invoice-worker.js`, which
 * rolldown builds beside `dist/server.js` (`rolldown.config.ts`); the sources (tsx, vitest) run
 * `draw-worker.ts` through `draw-worker-from-sources.mjs`.
 */
import Tinypool from 'tinypool';
import { HttpError } from '../../lib/http-error.js';
import type { Invoice } from './invoice.js';

const worker = import.meta.url.endsWith('.ts') ? './draw-worker-from-sources.mjs' : './invoice-worker.js';

/** Invoices waiting for the thread past this many are refused for now rather than queued for minutes. */
const maxWaiting = 100;

export class InvoiceDrawing {
  private readonly pool = new Tinypool({
    filename: new URL(worker, import.meta.url).href,
    // One thread: the machine's other cores are the request thread's and the database's.
    minThreads: 0,
    maxThreads: 1,
    maxQueue: maxWaiting,
    // An idle shop keeps no thread; a busy one keeps its fonts loaded.
    idleTimeout: 5 * 60_000,
  });

  async draw(invoice: Invoice): Promise<Buffer> {
    if (this.pool.queueSize >= maxWaiting) {
      throw new HttpError(503, 'Invoices are being drawn for many orders. Please try again in a minute.');
    }
    return Buffer.from((await this.pool.run(invoice)) as Uint8Array);
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
