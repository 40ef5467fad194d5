/**
 * The app as tests drive it: built on a private database copy, with test settings, driven through
 * `app.inject`. Call `close()` in afterAll, or the worker never exits.
 */
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openTestDatabase } from './database.js';

/**
 * Settings as in development, but quiet and pointing Google's keys at a closed port, so that no test
 * depends on a sandbox that happens to run; `env` overrides individual variables.
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    GOOGLE_JWKS_URL: 'http://127.0.0.1:9/no-keys-in-tests',
    ...env,
  });
}

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ database, config: testConfig(env) });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
