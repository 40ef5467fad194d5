import { rm } from 'node:fs/promises';
import type { AppName } from '@brass/shared/runtime-config';
import { releaseFolder } from '@brass/composer/releases/layout';
import { readPointer, type LivePointer } from '@brass/composer/releases/live-pointer';
import { listReleases } from '@brass/composer/releases/release-manifest';
import type { PointerStore } from '@brass/composer/releases/pointer-store';

/** A tab opened on a release may still load its chunks for this long after the release stopped being live. */
export const KEEP_RECENTLY_LIVE_MS = 24 * 60 * 60 * 1000;

/** The releases of an app that are live, or were live at some moment of the last 24 hours. */
export function recentlyLive(pointer: LivePointer, app: AppName, now: number): Set<string> {
  const kept = new Set<string>();
  const live = pointer.live[app];
  if (live) kept.add(live);
  const events = pointer.history.filter((event) => event.app === app);
  for (const [index, event] of events.entries()) {
    const replacedAt = events[index + 1]?.at;
    if (!replacedAt || now - Date.parse(replacedAt) < KEEP_RECENTLY_LIVE_MS) kept.add(event.id);
  }
  return kept;
}

/**
 * Deletes the oldest releases of an app beyond the newest `keep`, sparing any that is live or was
 * live in the last 24 hours, so a shopper's open tab never loses the chunks it was opened with.
 */
export async function pruneReleases(
  store: PointerStore,
  app: AppName,
  { keep, now = Date.now() }: { keep: number; now?: number },
): Promise<string[]> {
  let pointer: LivePointer;
  try {
    pointer = (await readPointer(store)) ?? { live: {}, history: [] };
  } catch {
    // Without a readable pointer nobody can tell which releases tabs still use: delete nothing.
    return [];
  }
  const spared = recentlyLive(pointer, app, now);
  const { root } = store;
  const releases = await listReleases(root, app);
  const doomed = releases
    .slice(Math.max(keep, 0))
    .map((release) => release.id)
    .filter((id) => !spared.has(id));
  for (const id of doomed) await rm(releaseFolder(root, app, id), { recursive: true, force: true });
  return doomed;
}
