import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../support/chromium';
import { spreadOf, type Spread } from './spread';

/** A route to audit; a signed-in one names what the shop keeps in the page's storage for its session. */
export interface AuditedRoute {
  route: string;
  /** Called before each run, so that every run starts with a session of its own. */
  storage?: () => Promise<Record<string, string>>;
}

export interface LighthouseFigures {
  route: string;
  signedIn: boolean;
  runs: number;
  performance: Spread;
  accessibility: Spread;
  /** What search engines and shared links read: canonical, description, crawlable links, status. */
  seo: Spread;
  /**
   * The SEO audits that failed in any run, by Lighthouse's id: `is-crawlable` alone on a page the shop's
   * robots.txt keeps from crawlers on purpose (the cart, sign-in), which Lighthouse cannot tell from a mistake.
   */
  seoFailures: string[];
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
  /** Lighthouse's measure of this machine's speed during each run (its `benchmarkIndex`). */
  benchmarkIndex: Spread;
}

/**
 * Lighthouse's simulation of a page load shifts with the timing of the run it observes, so each route
 * is audited several times, each in a browser of its own (nothing cached, nothing warmed by an earlier
 * run), and the median and the spread of every figure are kept.
 */
const RUNS_PER_ROUTE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * Writes `storage` into the origin's localStorage as the shop would have it after a sign-in, from a
 * blank page of that origin, so that nothing of the shop is fetched or cached before Lighthouse loads it.
 */
async function seedStorage(port: number, origin: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context to write the session into');
    const page = await context.newPage();
    await page.route('**/*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Session</title>' }),
    );
    await page.goto(`${origin}/`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Over CDP, closing disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

/** The audits that count towards the SEO score and scored below full marks in this run. */
function failedSeoAudits(lhr: Result): string[] {
  return (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

async function auditOnce(baseUrl: string, { route, storage }: AuditedRoute) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    if (storage) await seedStorage(chrome.port, baseUrl, await storage());
    // Lighthouse's default configuration: the mobile preset (a mid-range phone on slow 4G, simulated).
    const run = await lighthouse(`${baseUrl}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      // Lighthouse would otherwise clear the origin's storage, and with it the session just written.
      disableStorageReset: storage !== undefined,
    });
    if (!run?.lhr) throw new Error(`Lighthouse gave no result for ${route}`);
    if (run.lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${route}: ${run.lhr.runtimeError.message}`);
    return run.lhr;
  } finally {
    chrome.kill();
  }
}

export interface LighthouseAudit {
  lighthouseVersion: string;
  /** The browser Lighthouse drove, as it named itself: its speed moves the figures as the machine's does. */
  hostUserAgent: string;
  /** Over every run of every route: how fast the machine was while it was audited. */
  benchmarkIndex: Spread;
  routes: LighthouseFigures[];
}

/** Lighthouse's mobile preset, `RUNS_PER_ROUTE` fresh browsers per route. */
export async function auditRoutes(baseUrl: string, routes: AuditedRoute[]): Promise<LighthouseAudit> {
  const results: LighthouseFigures[] = [];
  const benchmarkIndexes: number[] = [];
  let lighthouseVersion = '';
  let hostUserAgent = '';
  for (const audited of routes) {
    const runs: Result[] = [];
    for (let attempt = 0; attempt < RUNS_PER_ROUTE; attempt++) runs.push(await auditOnce(baseUrl, audited));
    benchmarkIndexes.push(...runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)));
    lighthouseVersion = runs[0]?.lighthouseVersion ?? lighthouseVersion;
    hostUserAgent = runs[0]?.environment.hostUserAgent ?? hostUserAgent;
    const spread = (figure: (lhr: Result) => number) => spreadOf(runs.map(figure));
    const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const figures: LighthouseFigures = {
      route: audited.route,
      signedIn: audited.storage !== undefined,
      runs: runs.length,
      performance: spread((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
      accessibility: spread((lhr) => Math.round((lhr.categories.accessibility?.score ?? 0) * 100)),
      seo: spread((lhr) => Math.round((lhr.categories.seo?.score ?? 0) * 100)),
      seoFailures: [...new Set(runs.flatMap(failedSeoAudits))].sort(),
      lcpMs: spread((lhr) => Math.round(audit(lhr, 'largest-contentful-paint'))),
      tbtMs: spread((lhr) => Math.round(audit(lhr, 'total-blocking-time'))),
      cls: spread((lhr) => +audit(lhr, 'cumulative-layout-shift').toFixed(3)),
      benchmarkIndex: spread((lhr) => Math.round(lhr.environment.benchmarkIndex)),
    };
    console.log(
      `Lighthouse ${figures.route}: performance ${figures.performance.median} (${figures.performance.min}–${figures.performance.max}), SEO ${figures.seo.median}${figures.seoFailures.length ? ` (failed: ${figures.seoFailures.join(', ')})` : ''}, LCP ${figures.lcpMs.median} ms, TBT ${figures.tbtMs.median} ms, CLS ${figures.cls.median}`,
    );
    results.push(figures);
  }
  return { lighthouseVersion, hostUserAgent, benchmarkIndex: spreadOf(benchmarkIndexes), routes: results };
}
