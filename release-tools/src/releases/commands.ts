import { frontendApp, frontendApps, ReleaseError } from '@brass/composer/apps';
import { createRelease, declaredRoutes } from './create-release.ts';
import { sourceDigest } from './build-app.ts';
import {
  EMPTY_POINTER,
  entryAt,
  liveManifests,
  promote,
  readPointer,
  restore,
  rollback,
} from '@brass/composer/releases/live-pointer';
import type { PointerStore } from '@brass/composer/releases/pointer-store';
import { routeConflicts } from '@brass/composer/releases/route-ownership';
import { canaryReport } from './canary-report.ts';
import { promotionGate } from './promotion-gate.ts';
import { listReleases, readRelease } from '@brass/composer/releases/release-manifest';
import { ReleaseBucket } from '@brass/composer/releases/release-bucket';
import { fetchRestoreTargets, fetchRollbackTarget } from '@brass/composer/releases/fetch-made-live';
import { releaseBucketFromEnv } from '@brass/composer/releases/release-bucket-settings';
import { routeBytesAgainstLive } from '../budgets/route-script-bytes.ts';

/**
 * Runs a release command: a mistake of the person running it (an unknown app or id, a damaged
 * pointer) is printed as one clear line and changes nothing; anything else is a bug and keeps its stack.
 */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

/** The bucket the environment keeps releases in, for the length of `work`; none keeps them in the folder. */
async function withBucket<T>(work: (bucket: ReleaseBucket | undefined) => Promise<T>): Promise<T> {
  const settings = releaseBucketFromEnv(process.env);
  const bucket = settings && new ReleaseBucket(settings);
  try {
    return await work(bucket);
  } finally {
    bucket?.close();
  }
}

/** The words of a command line, and the paths its `--take-route <path>` options name. */
function takeRouteOptions(args: string[]): { words: string[]; takeRoutes: string[] } {
  const words: string[] = [];
  const takeRoutes: string[] = [];
  for (let index = 0; index < args.length; index++) {
    if (args[index] !== '--take-route') {
      words.push(args[index]!);
      continue;
    }
    const path = args[++index];
    if (!path?.startsWith('/'))
      throw new ReleaseError('--take-route needs the path it moves, e.g. --take-route /cart.');
    takeRoutes.push(path);
  }
  return { words, takeRoutes };
}

/**
 * `pnpm release <app> [--take-route <path>]…`: prints what it did, and the release id on the last
 * line. Routes another live app owns are refused before anything is built.
 */
export async function releaseCommand(repo: string, store: PointerStore, args: string[]): Promise<void> {
  const { root } = store;
  const { words, takeRoutes } = takeRouteOptions(args);
  const app = frontendApp(words[0]);
  const pointer = await readPointer(store);
  if (pointer) {
    const routes = await declaredRoutes(repo, app);
    const conflicts = routeConflicts(
      pointer,
      await liveManifests(root, pointer),
      { app: app.name, routes },
      takeRoutes,
    );
    if (conflicts.length > 0)
      throw new ReleaseError(`${app.name} was not released: ${conflicts.join('; ')}.`);
  }
  const { release, built } = await createRelease(repo, app, store);
  console.log(
    built
      ? `Released ${app.name} ${release.id} from ${release.commit.slice(0, 12)}${release.dirty ? ' (with uncommitted changes)' : ''}.`
      : `${app.name} is unchanged since release ${release.id}; nothing was built.`,
  );
  await withBucket(async (bucket) => {
    if (!bucket) return;
    const sent = await bucket.upload(root, app.name, release.id);
    console.log(
      `Uploaded ${sent} files of ${app.name} ${release.id} to the bucket ${bucket.settings.bucket}.`,
    );
  });
  const taking = takeRoutes.map((path) => ` --take-route ${path}`).join('');
  console.log(`Make it live with: pnpm promote ${app.name} ${release.id}${taking}`);
  console.log(release.id);
}

/** The share `--canary <percent>` asks for, and the words around it. */
function canaryOption(words: string[]): { rest: string[]; canary?: number } {
  const at = words.indexOf('--canary');
  if (at === -1) return { rest: words };
  const percent = Number(words[at + 1]);
  if (!/^\d+$/.test(words[at + 1] ?? '') || percent < 1 || percent > 99)
    throw new ReleaseError('--canary takes the share of new visitors, in percent from 1 to 99: --canary 10.');
  return { rest: words.filter((_, index) => index !== at && index !== at + 1), canary: percent };
}

/** `pnpm promote <app> <id> [--canary <percent>] [--force] [--take-route <path>]…`. */
export async function promoteCommand(repo: string, store: PointerStore, args: string[]): Promise<void> {
  const { root } = store;
  const { words, takeRoutes } = takeRouteOptions(args);
  const { rest, canary } = canaryOption(words);
  const force = rest.includes('--force');
  const [name, id] = rest.filter((arg) => arg !== '--force');
  const app = frontendApp(name);
  if (!id) throw new ReleaseError(`Name the release to promote: pnpm promote ${app.name} <id>.`);
  // The composition servers fetch what the pointer names from the bucket: a release only this
  // machine holds would leave every one of them unable to serve it.
  await withBucket(async (bucket) => {
    if (!bucket) return;
    if (!(await bucket.releasesOf(app.name)).includes(id))
      throw new ReleaseError(
        `${app.name} ${id} is not in the bucket ${bucket.settings.bucket}, so no server could serve it. Upload it with pnpm release ${app.name}.`,
      );
    await bucket.fetchRelease(store.root, app.name, id);
  });
  for (const line of await routeBytesAgainstLive(store, app.name, id)) console.log(line);
  const gate = promotionGate(repo, root, (line) => console.log(line));
  const change = await promote(store, app.name, id, { force, takeRoutes, gate, canary });
  if (!change.changed) return console.log(`${app.name} ${id} is already ${canary ? 'the canary' : 'live'}.`);
  if (canary !== undefined) {
    for (const unmet of change.forced) console.log(`Forced past: ${unmet}.`);
    console.log(
      `${app.name} ${id} is the canary: ${canary}% of new visitors get it, the others ${change.previous}.`,
    );
    return console.log(`Complete it with: pnpm promote ${app.name} ${id}`);
  }
  for (const unmet of change.forced) console.log(`Forced past: ${unmet}.`);
  for (const path of takeRoutes) console.log(`${path} is served by ${app.name} now.`);
  console.log(`${app.name} ${id} is live${change.previous ? ` (was ${change.previous})` : ''}.`);
}

/** The history entry `--to` names: its number, or the last entry at a moment (`2026-11-29T18:00`). */
async function entryOf(store: PointerStore, to: string | undefined): Promise<number> {
  if (to === undefined || to === '')
    throw new ReleaseError(
      'Say where to: pnpm rollback --to <history entry> or --to <time>, e.g. --to 12 or --to 2026-11-29T18:00.',
    );
  if (/^\d+$/.test(to)) return Number(to);
  const moment = new Date(to);
  if (Number.isNaN(moment.getTime()))
    throw new ReleaseError(`"${to}" is neither a history entry nor a time (e.g. 2026-11-29T18:00).`);
  const entry = entryAt((await readPointer(store)) ?? EMPTY_POINTER, moment);
  if (entry === 0) throw new ReleaseError(`Nothing was live yet at ${moment.toISOString()}.`);
  return entry;
}

/** `pnpm rollback <app>`, or `pnpm rollback --to <history entry or time>` for the whole shop. */
export async function rollbackCommand(store: PointerStore, args: string[]): Promise<void> {
  const toAt = args.indexOf('--to');
  if (toAt !== -1) {
    const entry = await entryOf(store, args[toAt + 1]);
    await withBucket(async (bucket) => bucket && fetchRestoreTargets(store, bucket, entry));
    const { changed } = await restore(store, entry);
    if (changed.length === 0) return console.log(`The shop is already as it was after entry ${entry}.`);
    for (const { app, from, to } of changed) console.log(`${app}: ${from ?? 'none'} -> ${to}`);
    return console.log(`The shop is back as it was after entry ${entry}.`);
  }
  const app = frontendApp(args[0]);
  await withBucket(async (bucket) => bucket && fetchRollbackTarget(store, bucket, app.name));
  const { from, to } = await rollback(store, app.name);
  console.log(`${app.name} rolled back from ${from} to ${to}.`);
}

/** `pnpm releases --history`: every promotion, rollback and restore, numbered for `pnpm rollback --to`. */
async function historyCommand(store: PointerStore): Promise<void> {
  const pointer = await readPointer(store);
  if (!pointer || pointer.history.length === 0) return console.log('Nothing has been promoted yet.');
  pointer.history.forEach((event, index) => {
    const notes = [
      event.forced ? 'forced' : '',
      event.tookRoutes ? `took ${event.tookRoutes.join(', ')}` : '',
      event.restoredTo ? `back to ${event.restoredTo}` : '',
      event.percent ? `${event.percent}%` : '',
      event.reason ?? '',
      event.by ? `by ${event.by}` : '',
    ].filter(Boolean);
    console.log(
      `${String(index + 1).padStart(4)}  ${event.at.replace('T', ' ').slice(0, 19)}  ${event.app.padEnd(8)} ${event.action.padEnd(8)} ${event.id}${notes.length > 0 ? `  (${notes.join('; ')})` : ''}`,
    );
  });
}

/** `pnpm releases <app>`: newest first, with date, commit and which one is live; `--history`: the pointer's history. */
export async function releasesCommand(store: PointerStore, name: string | undefined): Promise<void> {
  if (name === '--history') return historyCommand(store);
  const { root } = store;
  const app = frontendApp(name);
  const releases = await listReleases(root, app.name);
  const pointer = await readPointer(store);
  const live = pointer?.live[app.name];
  const canary = pointer?.canary?.[app.name];
  if (releases.length === 0) {
    console.log(`${app.name} has no releases yet. Make one with: pnpm release ${app.name}`);
    return;
  }
  for (const release of releases) {
    const commit = `${release.commit.slice(0, 12)}${release.dirty ? '+' : ' '}`;
    console.log(
      `${release.id === live ? '*' : ' '} ${release.id}  ${release.builtAt.replace('T', ' ').slice(0, 19)}  ${commit}${release.id === live ? ' live' : ''}${release.id === canary?.id ? ' canary' : ''}`,
    );
  }
  console.log(`\n* is live; a + after the commit means the sources had uncommitted changes.`);
  if (canary && live) console.log(`\n${(await canaryReport(store, app.name, live, canary)).join('\n')}`);
}

/**
 * Before the shop starts: an app that has no live release is released and promoted, so a fresh
 * clone serves at once. A live release stays live; when the app's sources have changed since, the
 * command to release them is printed instead of shipping them unasked.
 */
export async function ensureLiveReleases(repo: string, store: PointerStore): Promise<void> {
  const { root } = store;
  for (const app of frontendApps()) {
    const liveId = (await readPointer(store))?.live[app.name];
    if (!liveId) {
      console.log(`[release] ${app.name} has no live release: releasing it`);
      const { release } = await createRelease(repo, app, store);
      await promote(store, app.name, release.id);
      console.log(`[release] ${app.name} ${release.id} is live`);
      continue;
    }
    const live = await readRelease(root, app.name, liveId);
    if (live.sourceDigest !== (await sourceDigest(repo, app)))
      console.log(
        `[release] ${app.name}: serving ${liveId}; its sources changed since. Ship them with \`pnpm release ${app.name}\` and \`pnpm promote\`.`,
      );
  }
}
