import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumFlags, chromiumPath } from '../support/chromium';

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/**
 * Lighthouse's simulation of a first paint shifts with the timing of the run it observes, so each
 * route is audited several times and the median run (by FCP and interactive, Lighthouse's own pick)
 * is reported, as Lighthouse recommends.
 */
const RUNS_PER_ROUTE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** Lighthouse's mobile preset (simulated slow 4G and a mid-range phone) for each route. */
export async function auditRoutes(baseUrl: string, routes: string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const results: LighthouseFigures[] = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let attempt = 0; attempt < RUNS_PER_ROUTE; attempt++) {
        const run = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!run?.lhr) throw new Error(`Lighthouse gave no result for ${route}`);
        runs.push(run.lhr);
      }
      const lhr = computeMedianRun(runs);
      results.push({
        route,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
