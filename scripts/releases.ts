import { fileURLToPath } from 'node:url';
import { releasesCommand, runCommand } from '@brass/release-tools/releases/commands';
import { openPointerStore } from '@brass/composer/releases/pointer-store-choice';
import { releasesRoot } from '@brass/composer/releases/layout';

/** `pnpm releases <app>`: that app's releases, newest first, with the live one marked; `--history`: every change of the pointer. */
const repo = fileURLToPath(new URL('..', import.meta.url));
await runCommand(() => releasesCommand(openPointerStore(releasesRoot(repo)), process.argv[2]));
