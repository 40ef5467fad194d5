/**
 * Builds `dist/server.js` once per run for the tests that start the API as production does: the built
 * server under plain Node (`api-process.ts`). A file the build leaves out fails them, not a shopper.
 */
import { execFileSync } from 'node:child_process';
import { apiRoot } from './api-process.js';

export default function setup(): void {
  execFileSync('pnpm', ['--silent', 'run', 'build'], { cwd: apiRoot, stdio: 'inherit' });
}
