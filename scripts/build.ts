import { fileURLToPath } from 'node:url';
import { buildApps } from '@brass/release-tools/releases/build-app';

/** `pnpm build`: builds every frontend app afresh. */
await buildApps(fileURLToPath(new URL('..', import.meta.url)), { force: true });
