import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../support/chromium';
import type { AuditedRoute } from './lighthouse-audit';

export interface FirstVisit {
  route: string;
  signedIn: boolean;
  scripts: number;
  jsBytesOnWire: number;
  requests: number;
  totalBytesOnWire: number;
}

/**
 * What a first-time shopper downloads for one route: every response of a cold, cache-less visit,
 * from every origin (the host, the remotes, the API), counted by its encoded (compressed) body size
 * as it crossed the wire. A signed-in route starts with its session in storage.
 */
export async function measureFirstVisits(baseUrl: string, routes: AuditedRoute[]): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: FirstVisit[] = [];
  try {
    for (const { route, storage } of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      if (storage) {
        await context.addInitScript(
          (entries) => {
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          },
          await storage(),
        );
      }
      const page = await context.newPage();
      const responses: Promise<{ type: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        responses.push(
          request.sizes().then((sizes) => ({ type: request.resourceType(), bytes: sizes.responseBodySize })),
        );
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const finished = await Promise.all(responses);
      const scripts = finished.filter((response) => response.type === 'script');
      results.push({
        route,
        signedIn: storage !== undefined,
        scripts: scripts.length,
        jsBytesOnWire: scripts.reduce((sum, response) => sum + response.bytes, 0),
        requests: finished.length,
        totalBytesOnWire: finished.reduce((sum, response) => sum + response.bytes, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
