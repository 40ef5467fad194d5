import { fileURLToPath } from 'node:url';
import { buildApps } from './lib/build-apps.ts';

/** `pnpm build`: builds every frontend app afresh. */
await buildApps(fileURLToPath(new URL('..', import.meta.url)), { force: true });
