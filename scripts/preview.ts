import { fileURLToPath } from 'node:url';
import { runCommand } from '@brass/release-tools/releases/commands';
import { previewCommand } from '@brass/release-tools/releases/preview-command';
import { openPointerStore } from '@brass/composer/releases/pointer-store-choice';
import { releasesRoot } from '@brass/composer/releases/layout';

/** `pnpm preview <app> <id> [--hours N]`: prints a link that shows the shop with that release, to whoever opens it. */
const repo = fileURLToPath(new URL('..', import.meta.url));
await runCommand(() => previewCommand(repo, openPointerStore(releasesRoot(repo)), process.argv.slice(2)));
