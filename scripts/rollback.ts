import { fileURLToPath } from 'node:url';
import { rollbackCommand, runCommand } from '@brass/release-tools/releases/commands';
import { openPointerStore } from '@brass/composer/releases/pointer-store-choice';
import { releasesRoot } from '@brass/composer/releases/layout';

/** `pnpm rollback <app>`: puts back the release of that app that was live before; `--to <entry or time>`: the whole shop. */
const repo = fileURLToPath(new URL('..', import.meta.url));
await runCommand(() => rollbackCommand(openPointerStore(releasesRoot(repo)), process.argv.slice(2)));
