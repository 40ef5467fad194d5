import { fileURLToPath } from 'node:url';
import { freePort } from '@brass/api/test/api-process';
import { startChild, type Child } from './child-process.ts';

export interface CompositionServer extends Child {
  url: string;
}

const composer = fileURLToPath(new URL('../../composer/', import.meta.url));

/**
 * A composition server as production runs it (`composer/src/server.ts`) in a process of its own, with
 * `env` naming the bucket, the pointer's database and the API; resolves once `/health` answers.
 */
export async function startCompositionServer(env: Record<string, string>): Promise<CompositionServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startChild(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    name: 'The composition server',
    cwd: composer,
    env: { ...process.env, ...env, HOST_PORT: String(port), HOST: '127.0.0.1' },
    health: `${url}/health`,
  });
  return { ...child, url };
}
