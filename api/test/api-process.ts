/**
 * The API as production runs it: the built `dist/server.js` (built before the run by `build-server.ts`)
 * under plain Node, in a child process of its own, for the tests that need what `app.inject` cannot
 * give (several replicas on one database, a kill, a signal, a dropped database connection). Call
 * `stop()` in afterAll, or the child outlives the test run.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { databaseUrlFor } from './database.js';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiProcess {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  logs(): string;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  hasExited(): boolean;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/**
 * Starts the API with development settings plus `env` (give it DATABASE_URL or PGLITE_DIR) and returns
 * at once, without waiting for it to answer: for a start that is meant to fail.
 */
export function launchApiProcess(env: Record<string, string>, port: number): ApiProcess {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      // No test may depend on a sandbox that happens to run on this machine.
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/no-keys-in-tests',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let hasExited = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      hasExited = true;
      resolve(code);
    }),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    logs: () => output,
    exited,
    hasExited: () => hasExited,
    async stop(signal = 'SIGTERM') {
      if (!hasExited) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts the API with development settings plus `env` (give it DATABASE_URL or PGLITE_DIR), and
 * resolves once `/api/health` answers 200. Rejects with the process's output if it exits first or is
 * not up within `timeoutMs`.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ApiProcess> {
  const api = launchApiProcess(env, await freePort());
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (api.hasExited()) throw new Error(`The API exited before it answered:\n${api.logs()}`);
    if (Date.now() > deadline) {
      await api.stop('SIGKILL');
      throw new Error(`The API did not answer within ${timeoutMs} ms:\n${api.logs()}`);
    }
    const healthy = await fetch(`${api.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return api;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The PostgreSQL server of the process tests: the one DATABASE_URL names. */
export function postgresServerUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'The process tests need PostgreSQL: set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
    );
  return url;
}

export interface ScratchDatabase {
  url: string;
  name: string;
  /**
   * Ends every connection to the database from the server's side (`pg_terminate_backend`), as a
   * restart, a failover or an idle timeout would; resolves with how many there were.
   */
  cutConnections(): Promise<number>;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the server of `serverUrl`, dropped by `drop()`. */
export async function scratchPostgresDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `brass_process_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  return {
    url: databaseUrlFor(serverUrl, name),
    name,
    async cutConnections() {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      return rowCount ?? 0;
    },
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
