import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppName } from '@brass/shared/runtime-config';
import type { Canary } from './live-pointer.ts';
import type { CanaryViewCounts, SharedState } from './pointer-store.ts';

/**
 * Where the page loads of one canary are counted: a folder per canary run beside the releases, holding
 * one file per server, so servers sharing the releases folder add up to the whole shop.
 */
const canaryFolder = (root: string, app: AppName, canary: Canary) =>
  join(root, '.canary', app, `${canary.id}-${Date.parse(canary.startedAt)}`);

const PREVIEW_KEY_FILE = '.preview-secret';

/** What every server shares beside the pointer, kept in the releases folder. */
export function folderSharedState(root: string): SharedState {
  return {
    async writeCanaryViews(server, app, canary, views) {
      const folder = canaryFolder(root, app, canary);
      await mkdir(folder, { recursive: true });
      const temporary = join(folder, `.${server}.${randomUUID()}.tmp`);
      await writeFile(temporary, JSON.stringify(views));
      await rename(temporary, join(folder, `${server}.json`));
    },
    async canaryViews(app, canary) {
      const folder = canaryFolder(root, app, canary);
      const files = await readdir(folder).catch(() => [] as string[]);
      const totals: CanaryViewCounts = { live: 0, canary: 0 };
      for (const file of files.filter((name) => name.endsWith('.json'))) {
        const counts = JSON.parse(
          await readFile(join(folder, file), 'utf8').catch(() => '{}'),
        ) as Partial<CanaryViewCounts>;
        totals.live += counts.live ?? 0;
        totals.canary += counts.canary ?? 0;
      }
      return totals;
    },
    async previewKey() {
      const file = join(root, PREVIEW_KEY_FILE);
      try {
        return (await readFile(file, 'utf8')).trim();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      // 'wx': when two start at once, one writes and the other reads what it wrote.
      await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        },
      );
      await chmod(file, 0o600);
      return (await readFile(file, 'utf8')).trim();
    },
  };
}
