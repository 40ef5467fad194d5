import { fileURLToPath } from 'node:url';
import {
  checkSharedSurface,
  recordSharedSurface,
  SURFACE_FILE,
} from '@brass/release-tools/contracts/shared-surface';
import { runCommand } from '@brass/release-tools/releases/commands';

/**
 * `pnpm shared-surface`: checks that @brass/shared's public surface is the one its version records.
 * `--write` records the current surface for the current version (after a version bump).
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
await runCommand(async () => {
  if (process.argv[2] !== '--write') {
    console.log(await checkSharedSurface(repo));
    return;
  }
  const { version } = await recordSharedSurface(repo);
  console.log(`${SURFACE_FILE} now records the public surface of @brass/shared ${version}.`);
});
