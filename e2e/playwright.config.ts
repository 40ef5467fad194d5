import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from './support/chromium';
import { shopUrls } from './support/urls';

/**
 * The suite runs against a release of every app, started as `pnpm start` starts it
 * (`support/start-shop.ts`, which also makes the back office's owner) with a scratch database and a
 * scratch releases folder, exactly as a shopper would meet it: separate origins for the host, each
 * remote, the API and the sandbox of outside services. Workers inherit the folder (they load this
 * file again), so the release tests promote and roll back the shop under test.
 */
const scratchDatabase = mkdtempSync(join(tmpdir(), 'brass-e2e-db-'));
process.env.RELEASES_DIR ??= mkdtempSync(join(tmpdir(), 'brass-e2e-releases-'));
/**
 * PGlite in a scratch folder, or the PostgreSQL database E2E_DATABASE_URL names (an empty one: the API
 * seeds it), for the journeys that must hold on both. The shop keeps its pointer in that database
 * too, or in the folder's live.json without one, so the workers' release commands and servers set it
 * the same way.
 */
process.env.DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: shopUrls.host,
    // The shop's shoppers are mostly in India; the checkout picks its country from the browser's locale,
    // and the journeys abroad set theirs.
    locale: 'en-IN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'pnpm exec tsx e2e/support/start-shop.ts',
    cwd: '..',
    url: `${shopUrls.api}/api/health`,
    // A shop already open is reused while developing; CI and the pipelines (SHOP_OF_ITS_OWN) test
    // the one they start, and fail, naming the address, when something else holds its port.
    reuseExistingServer: !process.env.CI && !process.env.SHOP_OF_ITS_OWN,
    // A fresh releases folder: every app is released first.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PGLITE_DIR: scratchDatabase,
      DATABASE_URL: process.env.DATABASE_URL,
      LOG_LEVEL: 'warn',
      // Every journey signs in from this one address; the limits themselves are proven in the API's tests.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    },
  },
});
