import { fileURLToPath } from 'node:url';
import { promoteCommand, runCommand } from '@brass/release-tools/releases/commands';
import { folderPointer } from '@brass/composer/releases/folder-pointer';
import { releasesRoot } from '@brass/composer/releases/layout';

/** `pnpm promote <app> <id> [--force] [--take-route <path>]`: makes that release live; the running shop serves it within a second. */
const repo = fileURLToPath(new URL('..', import.meta.url));
await runCommand(() => promoteCommand(repo, folderPointer(releasesRoot(repo)), process.argv.slice(2)));
