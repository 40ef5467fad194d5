import { fileURLToPath } from 'node:url';
import { promoteCommand, runCommand } from '@brass/release-tools/releases/commands';
import { openPointerStore } from '@brass/composer/releases/pointer-store-choice';
import { releasesRoot } from '@brass/composer/releases/layout';

/** `pnpm promote <app> <id> [--force] [--take-route <path>]`: makes that release live; the running shop serves it within a second. */
const repo = fileURLToPath(new URL('..', import.meta.url));
await runCommand(() => promoteCommand(repo, openPointerStore(releasesRoot(repo)), process.argv.slice(2)));
