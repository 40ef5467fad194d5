/**
 * The composition server's Prometheus metrics, one registry for every app server of a shop and their
 * renderers: requests per app server, the pages the host sends, the renders of each release and those
 * sent without one, which release of each app is live, and Node's own process metrics. Release ids
 * are labels, so that a release promoted a minute ago is told apart from the one before it.
 */
import type { AppName } from '@brass/shared/runtime-config';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpMetrics, LATENCY_BUCKETS_SECONDS } from '../observability/http-metrics.ts';
import type { LiveReleases } from './live-releases.ts';

export class ComposerMetrics {
  readonly registry = new Registry();
  readonly #http = new HttpMetrics(this.registry, ['app']);
  /** A page the host sent: `app` and `release` are those of the route's remote (the host's when none). */
  readonly pages = new Counter({
    name: 'brass_pages_total',
    help: 'Pages the host sent, by the app and release that own the route, status and whether it was kept (hit) or composed (miss).',
    labelNames: ['app', 'release', 'status', 'cache'],
    registers: [this.registry],
  });
  readonly renderSeconds = new Histogram({
    name: 'brass_render_duration_seconds',
    help: "Time a release's server renderer took for a page, or until the page went without it, by app and release.",
    labelNames: ['app', 'release'],
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [this.registry],
  });
  readonly renderFallbacks = new Counter({
    name: 'brass_render_fallbacks_total',
    help: 'Pages sent without their server render, by app, release and reason (slow, load, render, crash, hung).',
    labelNames: ['app', 'release', 'reason'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts the requests `server`, the server of `app`, answers. */
  recordRequests(server: Parameters<HttpMetrics['record']>[0], app: AppName): void {
    this.#http.record(server, { app });
  }

  /** `brass_live_release{app,release} 1` for the release of each app live at each scrape. */
  followLive(live: { current(): LiveReleases }): void {
    new Gauge({
      name: 'brass_live_release',
      help: 'The live release of each app: 1 for the release live now.',
      labelNames: ['app', 'release'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [app, manifest] of Object.entries(live.current().releases))
          if (manifest) this.set({ app, release: manifest.id }, 1);
      },
    });
  }
}
