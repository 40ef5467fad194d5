// @ts-check
/**
 * The worker thread one release's server renderer runs on (`renderer-thread.ts` starts it). Plain
 * JavaScript, so that the thread starts under bare Node wherever the composition server runs (tsx,
 * vitest, Playwright): Node 20 carries no TypeScript loader into a worker thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { withRequestId } from './api-request-ids.mjs';

/** @typedef {import('./renderer-messages.ts').ToRendererThread} ToRendererThread */
/** @typedef {import('./renderer-messages.ts').FromRendererThread} FromRendererThread */
/** @typedef {import('./renderer-messages.ts').RendererThreadData} RendererThreadData */
/** @typedef {import('./renderers.ts').RenderPage} RenderPage */

if (!parentPort) throw new Error('render-worker.mjs runs as a worker thread only');
const port = parentPort;

/** @param {FromRendererThread} message */
const send = (message) => port.postMessage(message);
/** @param {unknown} error */
const reasonOf = (error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

const { renderer } = /** @type {RendererThreadData} */ (workerData);
/** @type {Promise<RenderPage>} */
const loading = import(renderer).then((/** @type {{ renderPage?: unknown }} */ module) => {
  if (typeof module.renderPage !== 'function') throw new Error('server/render.js exports no renderPage');
  return /** @type {RenderPage} */ (module.renderPage);
});
loading.then(
  () => send({ type: 'loaded' }),
  (error) => send({ type: 'failed', reason: reasonOf(error) }),
);

port.on('message', async (/** @type {ToRendererThread} */ message) => {
  if (message.type === 'ping') return send({ type: 'pong' });
  try {
    const renderPage = await loading;
    const { request, config, requestId } = message;
    const value = await withRequestId(requestId, config.apiBase, () => renderPage(request, config));
    send({ type: 'rendered', id: message.id, value });
  } catch (error) {
    send({ type: 'threw', id: message.id, reason: reasonOf(error) });
  }
});
