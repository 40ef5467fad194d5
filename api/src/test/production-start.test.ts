/**
 * The production start-up as an operator meets it: the built server in its own process, refusing
 * settings that would be unsafe in one line naming the setting, and warning about a missing webhook.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  launchApiProcess,
  scratchPostgresDatabase,
  startApiProcess,
} from '../../test/api-process.js';
import { productionSettings } from '../../test/production-settings.js';

/** The database of the started API: a fresh PostgreSQL database with DATABASE_URL, else a PGlite folder. */
let database: Record<string, string>;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const scratch = await scratchPostgresDatabase(process.env.DATABASE_URL);
    database = { DATABASE_URL: scratch.url };
    dropDatabase = scratch.drop;
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'brass-production-start-'));
    database = { PGLITE_DIR: path.join(dataDir, 'pglite') };
    dropDatabase = () => rm(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => dropDatabase());

/** A first start migrates and seeds an empty database, which takes a while on a busy machine. */
const startTimeoutMs = 150_000;

/** Production settings that pass every check, except that no webhook secret is set. */
function productionWithoutWebhook(): Record<string, string> {
  const { RAZORPAY_WEBHOOK_SECRET: _unset, ...settings } = productionSettings;
  return { ...settings, ...database };
}

/** What the start printed when it refused `env`; empty when it started (and was stopped). */
const refusalOfStart = (env: Record<string, string>): Promise<string> =>
  startApiProcess(env, startTimeoutMs).then(
    async (started) => {
      await started.stop();
      return '';
    },
    (error: unknown) => (error as Error).message,
  );

describe('the API started with NODE_ENV=production', { timeout: startTimeoutMs + 30_000 }, () => {
  it('starts without a webhook secret, saying in its log what that costs', async () => {
    const api = await startApiProcess(productionWithoutWebhook(), startTimeoutMs);
    try {
      const warning = api
        .logs()
        .split('\n')
        .find((line) => line.includes('RAZORPAY_WEBHOOK_SECRET is not set'));
      expect(warning).toBeDefined();
      expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
    } finally {
      expect(await api.stop()).toBe(0);
    }
  });

  it('refuses to start with the reconciliation turned off and no webhook secret: no way would make the order of a payment whose shopper never came back', async () => {
    const refusal = await refusalOfStart({ ...productionWithoutWebhook(), RAZORPAY_RECONCILIATION: 'off' });
    expect(refusal).toContain('RAZORPAY_RECONCILIATION is off and RAZORPAY_WEBHOOK_SECRET is not set');
    expect(refusal).not.toMatch(/\n\s+at /);
  });

  it('refuses to start with an unsafe setting, naming it, without a stack trace', async () => {
    const refusal = await refusalOfStart({ ...productionWithoutWebhook(), CORS_ORIGINS: '*' });
    expect(refusal).toContain('Refusing to start with NODE_ENV=production');
    expect(refusal).toContain('CORS_ORIGINS must list exact origins');
    expect(refusal).not.toMatch(/\n\s+at /);
  });

  it('refuses a TRUST_PROXY that trusts everyone in one line and exit code 1, without a stack trace', async () => {
    const api = launchApiProcess(
      { ...productionWithoutWebhook(), TRUST_PROXY: '0.0.0.0/0' },
      await freePort(),
    );
    expect(await api.exited).toBe(1);
    const lines = api.logs().trim().split('\n');
    expect(lines).toContain(
      '- TRUST_PROXY: 0.0.0.0/0 is wider than a private network, so clients in it could choose the address the rate limits see; list the proxies in front of the API (an IPv4 range of /8 or narrower, an IPv6 range of /32 or narrower, or inside fc00::/7 or fe80::/10)',
    );
    expect(api.logs()).not.toMatch(/\n\s+at /);
  });
});
