// @ts-check
/**
 * Inside a renderer's thread: the id of the page being rendered goes, as `x-request-id`, on every
 * call the release's code makes to the API while it renders that page, so that the API's log lines of
 * those calls carry the id of the page. The release's code is built on its own and calls the API
 * through its own HTTP client (axios over `node:http`, or `fetch`), which the server cannot reach into:
 * the id is kept in an AsyncLocalStorage for the render, and set on each request as it is made,
 * through the global HTTP agents and fetch's request channel. Only calls to the API carry it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import http from 'node:http';
import https from 'node:https';

const HEADER = 'x-request-id';

/** @typedef {{ requestId: string, apiOrigin: string }} RenderContext */

/** @type {AsyncLocalStorage<RenderContext>} */
const rendering = new AsyncLocalStorage();

/** @param {string} origin */
const idFor = (origin) => {
  const context = rendering.getStore();
  return context && context.apiOrigin === origin ? context.requestId : undefined;
};

/** @param {typeof http.Agent} Agent @param {string} protocol */
const taggingAgent = (Agent, protocol) =>
  new (class extends Agent {
    /** @param {http.ClientRequest} request @param {http.RequestOptions} options */
    addRequest(request, options) {
      const port = options.port ? `:${options.port}` : '';
      const id = idFor(new URL(`${protocol}//${request.host}${port}`).origin);
      // Headers are still open here: the request is handed to its agent before it is sent.
      if (id && !request.hasHeader(HEADER)) request.setHeader(HEADER, id);
      // @ts-expect-error addRequest is Node's documented extension point, missing from its types.
      return super.addRequest(request, options);
    }
  })({ keepAlive: true });

http.globalAgent = taggingAgent(http.Agent, 'http:');
https.globalAgent = /** @type {https.Agent} */ (/** @type {unknown} */ (taggingAgent(https.Agent, 'https:')));
subscribe('undici:request:create', (message) => {
  const { request } =
    /** @type {{ request: { origin: string, addHeader(name: string, value: string): void } }} */ (message);
  const id = idFor(request.origin);
  if (id) request.addHeader(HEADER, id);
});

/**
 * Runs `render` with `requestId` set on the calls it makes to the API at `apiBase`.
 * @template T
 * @param {string} requestId
 * @param {string} apiBase
 * @param {() => Promise<T>} render
 * @returns {Promise<T>}
 */
export function withRequestId(requestId, apiBase, render) {
  return rendering.run({ requestId, apiOrigin: new URL(apiBase).origin }, render);
}
