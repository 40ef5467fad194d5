import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { AppName } from '@brass/shared/runtime-config';
import type { Canary } from '../releases/live-pointer.ts';

/** Page loads on each side of a canary since it started. */
export interface CanaryViewCounts {
  live: number;
  canary: number;
}

/**
 * Where the page loads of one canary are counted: a folder per canary run beside the releases, holding
 * one file per server, so servers sharing the releases folder add up to the whole shop.
 */
const canaryFolder = (root: string, app: AppName, canary: Canary) =>
  join(root, '.canary', app, `${canary.id}-${Date.parse(canary.startedAt)}`);

/**
 * Counts the pages this server composes on each side of each canary and writes its totals beside the
 * releases every `flushMs`: a count kept in memory alone would be lost with a restart and unseen by
 * the other servers.
 */
export class CanaryViews {
  readonly #counts = new Map<string, { app: AppName; canary: Canary; views: CanaryViewCounts }>();
  readonly #dirty = new Set<string>();
  readonly #timer: NodeJS.Timeout;
  readonly #server = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly root: string,
    flushMs = 1_000,
  ) {
    this.#timer = setInterval(() => void this.flush(), flushMs);
    this.#timer.unref();
  }

  count(app: AppName, canary: Canary, inCanary: boolean): void {
    const key = `${app}/${canary.id}/${canary.startedAt}`;
    const entry = this.#counts.get(key) ?? { app, canary, views: { live: 0, canary: 0 } };
    entry.views[inCanary ? 'canary' : 'live'] += 1;
    this.#counts.set(key, entry);
    this.#dirty.add(key);
  }

  async flush(): Promise<void> {
    const keys = [...this.#dirty];
    this.#dirty.clear();
    await Promise.all(
      keys.map(async (key) => {
        const { app, canary, views } = this.#counts.get(key)!;
        const folder = canaryFolder(this.root, app, canary);
        await mkdir(folder, { recursive: true });
        const temporary = join(folder, `.${this.#server}.${randomUUID()}.tmp`);
        await writeFile(temporary, JSON.stringify(views));
        await rename(temporary, join(folder, `${this.#server}.json`));
      }),
    ).catch((error: unknown) => console.warn(`[composer] canary page loads not written: ${String(error)}`));
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}

/** The page loads of a canary run on each side, added up over every server that wrote them. */
export async function canaryViews(root: string, app: AppName, canary: Canary): Promise<CanaryViewCounts> {
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
}
