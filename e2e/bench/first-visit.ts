import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../support/chromium';

export interface FirstVisit {
  route: string;
  scripts: number;
  jsBytesOnWire: number;
  requests: number;
  totalBytesOnWire: number;
}

/**
 * What a first-time shopper downloads for one route: every response of a cold, cache-less visit,
 * counted by its encoded (compressed) body size as it crossed the wire.
 */
export async function measureFirstVisits(baseUrl: string, routes: string[]): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results: FirstVisit[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
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
