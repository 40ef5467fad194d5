import { fileURLToPath } from 'node:url';
import { releaseCommand, runCommand } from '@brass/release-tools/releases/commands';
import { openPointerStore } from '@brass/composer/releases/pointer-store-choice';
import { releasesRoot } from '@brass/composer/releases/layout';

/** `pnpm release <app> [--take-route <path>]`: builds that app alone into a new immutable release and prints its id last. */
const repo = fileURLToPath(new URL('..', import.meta.url));
await runCommand(() => releaseCommand(repo, openPointerStore(releasesRoot(repo)), process.argv.slice(2)));
