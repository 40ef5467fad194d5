import { frontendApp, frontendApps, ReleaseError } from '@brass/composer/apps';
import { createRelease } from './create-release.ts';
import { sourceDigest } from './build-app.ts';
import { promote, readPointer, rollback } from '@brass/composer/releases/live-pointer';
import { listReleases, readRelease } from '@brass/composer/releases/release-manifest';

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

/** `pnpm release <app>`: prints what it did, and the release id on the last line. */
export async function releaseCommand(repo: string, root: string, name: string | undefined): Promise<void> {
  const app = frontendApp(name);
  const { release, built } = await createRelease(repo, app, root);
  console.log(
    built
      ? `Released ${app.name} ${release.id} from ${release.commit.slice(0, 12)}${release.dirty ? ' (with uncommitted changes)' : ''}.`
      : `${app.name} is unchanged since release ${release.id}; nothing was built.`,
  );
  console.log(`Make it live with: pnpm promote ${app.name} ${release.id}`);
  console.log(release.id);
}

/** `pnpm promote <app> <id> [--force]`. */
export async function promoteCommand(root: string, args: string[]): Promise<void> {
  const force = args.includes('--force');
  const [name, id] = args.filter((arg) => arg !== '--force');
  const app = frontendApp(name);
  if (!id) throw new ReleaseError(`Name the release to promote: pnpm promote ${app.name} <id>.`);
  const change = await promote(root, app.name, id, { force });
  if (!change.changed) return console.log(`${app.name} ${id} is already live.`);
  for (const unmet of change.forced) console.log(`Forced past: ${unmet}.`);
  console.log(`${app.name} ${id} is live${change.previous ? ` (was ${change.previous})` : ''}.`);
}

export async function rollbackCommand(root: string, name: string | undefined): Promise<void> {
  const app = frontendApp(name);
  const { from, to } = await rollback(root, app.name);
  console.log(`${app.name} rolled back from ${from} to ${to}.`);
}

/** `pnpm releases <app>`: newest first, with date, commit and which one is live. */
export async function releasesCommand(root: string, name: string | undefined): Promise<void> {
  const app = frontendApp(name);
  const releases = await listReleases(root, app.name);
  const live = (await readPointer(root))?.live[app.name];
  if (releases.length === 0) {
    console.log(`${app.name} has no releases yet. Make one with: pnpm release ${app.name}`);
    return;
  }
  for (const release of releases) {
    const commit = `${release.commit.slice(0, 12)}${release.dirty ? '+' : ' '}`;
    console.log(
      `${release.id === live ? '*' : ' '} ${release.id}  ${release.builtAt.replace('T', ' ').slice(0, 19)}  ${commit}${release.id === live ? ' live' : ''}`,
    );
  }
  console.log(`\n* is live; a + after the commit means the sources had uncommitted changes.`);
}

/**
 * Before the shop starts: an app that has no live release is released and promoted, so a fresh
 * clone serves at once. A live release stays live; when the app's sources have changed since, the
 * command to release them is printed instead of shipping them unasked.
 */
export async function ensureLiveReleases(repo: string, root: string): Promise<void> {
  for (const app of frontendApps()) {
    const liveId = (await readPointer(root))?.live[app.name];
    if (!liveId) {
      console.log(`[release] ${app.name} has no live release: releasing it`);
      const { release } = await createRelease(repo, app, root);
      await promote(root, app.name, release.id);
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
