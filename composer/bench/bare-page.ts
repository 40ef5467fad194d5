import { Worker } from 'node:worker_threads';

/** A page as the shop sent it: its bytes on the wire and the headers that say how to read them. */
export interface SentPage {
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * Serves `page` from memory on a worker thread (`bare-page-worker.mjs`): what answering the page
 * costs plain node:http, without composing or rendering it. Answers its address and how to stop it.
 */
export async function startBarePage(page: SentPage): Promise<{ url: string; stop(): Promise<number> }> {
  const worker = new Worker(new URL('./bare-page-worker.mjs', import.meta.url), {
    workerData: { body: new Uint8Array(page.body), headers: page.headers },
    // Plain JavaScript: without the bench's own flags (tsx's loader) it starts in a fraction of the time.
    execArgv: [],
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => worker.terminate() };
}
