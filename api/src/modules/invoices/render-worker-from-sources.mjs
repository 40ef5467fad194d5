/**
 * The invoice worker as the sources run it (tsx, vitest): Node 20 carries neither tsx's hooks nor
 * `--import tsx` into a worker thread, so the thread registers tsx itself before loading the worker.
 */
import { register } from 'tsx/esm/api';

register();
const { default: renderInvoice, renderCreditNote, renderPackingSlips } = await import('./render-worker.ts');
export default renderInvoice;
export { renderCreditNote, renderPackingSlips };
