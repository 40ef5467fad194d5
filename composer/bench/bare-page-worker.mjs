// @ts-check
/**
 * The bare page server of the pages bench (`bare-page.ts` starts it): one page's bytes from memory,
 * answered with its headers and nothing else, on a thread of its own so that autocannon, on the
 * bench's main thread, does not share its event loop. Plain JavaScript: Node 20 carries no
 * TypeScript loader into a worker thread.
 */
import { createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('bare-page-worker.mjs runs as a worker thread only');
const port = parentPort;
const { body, headers } = /** @type {{ body: Uint8Array; headers: Record<string, string> }} */ (workerData);
const page = Buffer.from(body);

const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'Content-Length': page.length });
  response.end(page);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  port.postMessage(typeof address === 'object' && address ? address.port : 0);
});
