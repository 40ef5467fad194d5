import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import type { FromRendererThread, RendererThreadData, ToRendererThread } from './renderer-messages.ts';

/** A renderer that leaks or builds something huge runs out of its own heap, not the server's. */
const RENDERER_HEAP_MB = 256;

/**
 * Why a render has no answer: its module did not load, its render threw, its thread ended under it,
 * or its thread was stuck in code and was stopped.
 */
export type RenderFailureKind = 'load' | 'render' | 'crash' | 'hung';

export class RenderFailure extends Error {
  constructor(
    readonly kind: RenderFailureKind,
    reason: string,
  ) {
    super(reason);
  }
}

interface Pending {
  resolve(value: unknown): void;
  reject(failure: RenderFailure): void;
}

/**
 * One release's server renderer, running on a worker thread of its own: code stuck in a loop there
 * holds up that thread only, and can be stopped; an error it leaves uncaught ends that thread only.
 * Renders in flight share the thread, as they shared the server's thread before.
 */
export class RendererThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #loaded: Promise<void>;
  #nextId = 0;
  #isLoaded = false;
  #ended: RenderFailure | undefined;
  #ping: Promise<boolean> | undefined;
  #pong: (() => void) | undefined;
  #terminated: Promise<number> | undefined;
  #settleLoad: Pending = { resolve: () => {}, reject: () => {} };
  /** When it was started or last asked to render: a retired release's idle renderer is stopped. */
  lastAsked = performance.now();

  constructor(rendererFile: string) {
    this.#loaded = new Promise((resolve, reject) => {
      this.#settleLoad = { resolve: () => resolve(), reject };
    });
    // Waited on by the bench only; a failure is read through `ended`.
    this.#loaded.catch(() => undefined);
    const data: RendererThreadData = { renderer: pathToFileURL(rendererFile).href };
    this.#worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: data,
      // Plain JavaScript on both sides: without the server's own flags (tsx's loader) it starts in a fraction of the time.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: RENDERER_HEAP_MB },
    });
    // A renderer never keeps the process alive; the servers do.
    this.#worker.unref();
    this.#worker.on('message', (message: FromRendererThread) => this.#receive(message));
    this.#worker.on('error', (error) => this.#end(this.#failure(`${error.name}: ${error.message}`)));
    this.#worker.on('exit', (code) => this.#end(this.#failure(`its thread exited with code ${code}`)));
  }

  /** Settles once the renderer's module is loaded, or rejects with why it is not. */
  loaded(): Promise<void> {
    return this.#loaded;
  }

  /** Why the thread no longer renders, once it has ended; a failure to load is for good. */
  get ended(): RenderFailure | undefined {
    return this.#ended;
  }

  /**
   * Whatever the release's `renderPage` answers, or a RenderFailure. Its calls to the API carry
   * `requestId`.
   */
  render(request: RenderRequest, config: RuntimeConfig, requestId: string): Promise<unknown> {
    this.lastAsked = performance.now();
    if (this.#ended) return Promise.reject(this.#ended);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#send({ type: 'render', id, request, config, requestId });
    });
  }

  /**
   * Whether the thread's event loop answers within `ms`: one that does not is running code that
   * never yields (a loop), and no render on it can end. A thread that has ended counts as answering:
   * there is nothing left to stop.
   */
  answersWithin(ms: number): Promise<boolean> {
    if (this.#ended) return Promise.resolve(true);
    this.#ping ??= new Promise<boolean>((resolve) => {
      const done = (answered: boolean) => {
        clearTimeout(timer);
        this.#ping = undefined;
        this.#pong = undefined;
        resolve(answered);
      };
      const timer = setTimeout(() => done(false), ms);
      this.#pong = () => done(true);
      this.#send({ type: 'ping' });
    });
    return this.#ping;
  }

  /** Ends the thread, whatever it is doing; renders in flight fail with `failure`. */
  async stop(failure = new RenderFailure('crash', 'its renderer was stopped')): Promise<void> {
    this.#end(failure);
    // Once: under load many slow renders find the same stuck thread, and each terminate() listens for its exit.
    this.#terminated ??= this.#worker.terminate();
    await this.#terminated;
  }

  #send(message: ToRendererThread): void {
    this.#worker.postMessage(message);
  }

  /** An end before the module loaded is a failure to load: the same module would fail the same way. */
  #failure(reason: string): RenderFailure {
    return new RenderFailure(this.#isLoaded ? 'crash' : 'load', reason);
  }

  #receive(message: FromRendererThread): void {
    if (message.type === 'loaded') {
      this.#isLoaded = true;
      this.#settleLoad.resolve(undefined);
    } else if (message.type === 'failed') {
      void this.stop(new RenderFailure('load', message.reason));
    } else if (message.type === 'pong') {
      this.#pong?.();
    } else {
      const pending = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.type === 'rendered') pending?.resolve(message.value);
      else pending?.reject(new RenderFailure('render', message.reason));
    }
  }

  #end(failure: RenderFailure): void {
    if (this.#ended) return;
    this.#ended = failure;
    this.#settleLoad.reject(failure);
    for (const pending of this.#pending.values()) pending.reject(failure);
    this.#pending.clear();
    this.#pong?.();
  }
}
