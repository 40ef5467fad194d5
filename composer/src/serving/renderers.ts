import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage, RenderRequest } from '@brass/shared/remote-pages';
import type { AppName, RuntimeConfig } from '@brass/shared/runtime-config';
import { RENDERER_FILE, SERVER_DIR, releaseFolder } from '../releases/layout.ts';
import { POINTER_POLL_MS, type LiveReleases } from './live-releases.ts';
import { ComposerMetrics } from './metrics.ts';
import { RenderFailure, RendererThread, type RenderFailureKind } from './renderer-thread.ts';

/**
 * What a remote's server renderer (`server/render.js` of a release) exports. A renderer built before
 * pages had a status gives the markup alone.
 */
export type RenderPage = (
  request: RenderRequest,
  config: RuntimeConfig,
) => Promise<RenderedPage | string | undefined>;

/** What a release's `renderPage` answered, carried from its thread as it is. */
export type RenderAnswer = Awaited<ReturnType<RenderPage>>;

/**
 * How long a page's render may take, from the request reaching the remote until its markup is back.
 * Past it the host sends the page without its server render and the browser draws it: a shopper
 * never waits on a slow renderer, nor on a slow API the renderer waits on.
 */
export const RENDER_BUDGET_MS = 300;

/**
 * How long the renderer of a release that is no longer live is kept after it last rendered. Pages are
 * composed from the live releases, so once a promotion has reached every server nothing asks it again;
 * a rollback starts it again.
 */
export const RENDERER_IDLE_MS = 60_000;

/** A log a page sent without its server render is told in: the Fastify log of the request that asked. */
export interface RenderLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Who asks for a render: the id its calls to the API carry, and the log it reports to. */
export interface RenderCaller {
  requestId: string;
  log: RenderLog;
}

export interface RenderersOptions {
  budgetMs?: number;
  idleMs?: number;
  /** Told of every page sent without its server render, once per release and reason, in place of the caller's log. */
  log?: RenderLog;
  /** Where render times and pages sent without their server render are counted. */
  metrics?: ComposerMetrics;
}

/** A render's value, or why the page goes without its server render. */
export type RenderOutcome = { rendered: RenderAnswer } | { fallback: string };

type FallbackKind = RenderFailureKind | 'slow';

/**
 * The server renderers of releases, each on a worker thread of its own and kept by release id: a
 * promotion starts the new renderer beside the old one, without a restart, and a page composed from
 * the old release is still rendered by its own. A renderer that is slow, stuck, or fails costs only the
 * pages of its release, which are then sent without their server render. The renderer of a release that
 * is no longer live is stopped once it has been idle for a while: a thread, unlike a module, can be unloaded.
 */
export class Renderers {
  readonly #threads = new Map<string, RendererThread>();
  readonly #followed = new Set<AppName>();
  readonly #started = new Set<string>();
  readonly #logged = new Set<string>();
  readonly #timer: NodeJS.Timeout;
  readonly #budgetMs: number;
  readonly #idleMs: number;
  readonly #log: RenderLog | undefined;
  readonly #metrics: ComposerMetrics;

  constructor(
    private readonly root: string,
    private readonly live: { current(): LiveReleases },
    {
      budgetMs = RENDER_BUDGET_MS,
      idleMs = RENDERER_IDLE_MS,
      log,
      metrics = new ComposerMetrics(),
    }: RenderersOptions = {},
  ) {
    this.#budgetMs = budgetMs;
    this.#idleMs = idleMs;
    this.#log = log;
    this.#metrics = metrics;
    // As often as the pointer is read: a promoted renderer starts within a second of its promotion.
    this.#timer = setInterval(() => this.#sweep(), Math.min(POINTER_POLL_MS, idleMs));
    this.#timer.unref();
  }

  /** Whether the release renders pages on the server. */
  has(app: AppName, id: string): boolean {
    return existsSync(this.#file(app, id));
  }

  /**
   * Starts the renderer of the app's live release now and of each release promoted later, rather than
   * with the first page rendered with it: starting a renderer takes long enough that this page would
   * go without its server render.
   */
  followLive(app: AppName): void {
    this.#followed.add(app);
    this.#sweep();
  }

  /** The releases whose renderers are running, as `<app> <id>`. */
  running(): string[] {
    return [...this.#threads.entries()]
      .filter(([, thread]) => !thread.ended)
      .map(([key]) => key.replace('/', ' '));
  }

  /**
   * Renders the page with the release's renderer, within the render budget. The render's calls to the
   * API carry the caller's request id; a page sent without its render is told in the caller's log.
   */
  async render(
    app: AppName,
    id: string,
    request: RenderRequest,
    config: RuntimeConfig,
    caller: RenderCaller,
  ): Promise<RenderOutcome> {
    const thread = this.#threadOf(app, id);
    const log = this.#log ?? caller.log;
    const timed = this.#metrics.renderSeconds.startTimer({ app, release: id });
    const rendering = thread
      .render(request, config, caller.requestId)
      .then((value) => ({ rendered: value as RenderAnswer }));
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.#budgetMs);
    });
    try {
      const outcome = await Promise.race([rendering, budget]);
      // A render past its budget may yet end: its answer, or its failure, is dropped.
      if (outcome !== 'late') return outcome;
      void this.#stopIfStuck(app, id, thread, request.page, log);
      return this.#fallBack(app, id, 'slow', `${request.page} took over ${this.#budgetMs} ms to render`, log);
    } catch (error) {
      if (!(error instanceof RenderFailure)) throw error;
      return this.#fallBack(app, id, error.kind, this.#sentence(error, request.page), log);
    } finally {
      clearTimeout(timer);
      timed();
    }
  }

  /** Stops every renderer, for a server that closes. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    const threads = [...this.#threads.values()];
    this.#threads.clear();
    await Promise.all(threads.map((thread) => thread.stop()));
  }

  #file(app: AppName, id: string): string {
    return join(releaseFolder(this.root, app, id), SERVER_DIR, RENDERER_FILE);
  }

  /**
   * The release's running renderer, started if it is not: after a crash or a stop, the next page starts
   * it again. A renderer whose module failed to load is kept failed, since a release never changes.
   */
  #threadOf(app: AppName, id: string): RendererThread {
    const key = `${app}/${id}`;
    let thread = this.#threads.get(key);
    if (!thread || (thread.ended && thread.ended.kind !== 'load')) {
      thread = new RendererThread(this.#file(app, id));
      this.#threads.set(key, thread);
      this.#started.add(key);
    }
    return thread;
  }

  /**
   * A thread that does not answer within another budget is running code that never yields: it is
   * stopped, so its next page finds a fresh renderer instead of a queue behind the loop.
   */
  async #stopIfStuck(
    app: AppName,
    id: string,
    thread: RendererThread,
    page: string,
    log: RenderLog,
  ): Promise<void> {
    if (await thread.answersWithin(this.#budgetMs)) return;
    const failure = new RenderFailure(
      'hung',
      `${page} kept its renderer busy past ${this.#budgetMs} ms, so the renderer was stopped; the next page starts it again`,
    );
    this.#report(app, id, 'hung', failure.message, log);
    await thread.stop(failure);
  }

  #sentence(failure: RenderFailure, page: string): string {
    switch (failure.kind) {
      case 'load':
        return `its renderer failed to load (${failure.message}), so ${page} was not rendered`;
      case 'render':
        return `${page} failed to render (${failure.message})`;
      case 'crash':
        return `its renderer ended (${failure.message}) while rendering ${page}`;
      case 'hung':
        return failure.message;
    }
  }

  #fallBack(app: AppName, id: string, kind: FallbackKind, reason: string, log: RenderLog): RenderOutcome {
    this.#metrics.renderFallbacks.inc({ app, release: id, reason: kind });
    this.#report(app, id, kind, `${reason}; sent without its server render`, log);
    return { fallback: reason };
  }

  /**
   * Once per release and kind: a broken renderer is asked for every page, and the log says it once
   * (the metrics count every page).
   */
  #report(app: AppName, id: string, kind: FallbackKind, message: string, log: RenderLog): void {
    const key = `${app}/${id}/${kind}`;
    if (this.#logged.has(key)) return;
    this.#logged.add(key);
    log.warn({ app, release: id, reason: kind }, `${app} ${id}: ${message}`);
  }

  /** Starts the renderer of each followed app's live release once, and stops retired idle ones. */
  #sweep(): void {
    const { releases } = this.live.current();
    const isLive = (key: string) => {
      const [app, id] = key.split('/') as [AppName, string];
      return releases[app]?.id === id;
    };
    for (const app of this.#followed) {
      const { id, serverRenderer } = releases[app];
      if (serverRenderer && !this.#started.has(`${app}/${id}`) && this.has(app, id)) this.#threadOf(app, id);
    }
    const now = performance.now();
    for (const [key, thread] of this.#threads) {
      if (isLive(key) || now - thread.lastAsked < this.#idleMs) continue;
      this.#threads.delete(key);
      void thread.stop();
    }
  }
}
