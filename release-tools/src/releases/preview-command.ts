import { frontendApp, ReleaseError } from '@brass/composer/apps';
import {
  EMPTY_POINTER,
  liveManifests,
  readPointer,
  unmetVersions,
} from '@brass/composer/releases/live-pointer';
import { PREVIEW_HOURS, previewSecret, signPreview } from '@brass/composer/releases/preview-links';
import { readRelease } from '@brass/composer/releases/release-manifest';
import { routeConflicts } from '@brass/composer/releases/route-ownership';
import { PREVIEW_QUERY } from '@brass/composer/serving/preview';
import { shopOriginFromEnv } from '../../../tooling/runtime-config-from-env.ts';
import { promotionGate } from './promotion-gate.ts';
import type { PointerStore } from '@brass/composer/releases/pointer-store';

/**
 * `pnpm preview <app> <id> [--hours N]`: prints a signed link that shows the shop with that release in
 * place of the live one, to whoever opens it and to nobody else, until it expires. A release that
 * promote would refuse (versions, files, contracts, routes) gets no link: there is no --force here.
 */
export async function previewCommand(repo: string, store: PointerStore, args: string[]): Promise<void> {
  const { root } = store;
  const hoursAt = args.indexOf('--hours');
  const hours = hoursAt === -1 ? PREVIEW_HOURS : Number(args[hoursAt + 1]);
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 7)
    throw new ReleaseError('--hours takes how long the link works, from a minute up to 168 hours.');
  const [name, id] =
    hoursAt === -1 ? args : args.filter((_, index) => index !== hoursAt && index !== hoursAt + 1);
  const app = frontendApp(name);
  if (!id) throw new ReleaseError(`Name the release to preview: pnpm preview ${app.name} <id>.`);
  const release = await readRelease(root, app.name, id);
  const pointer = (await readPointer(store)) ?? EMPTY_POINTER;
  const live = await liveManifests(root, pointer);
  const problems = [
    ...routeConflicts(pointer, live, release),
    ...unmetVersions(live, release),
    ...(await promotionGate(repo, root, (line) => console.log(line))(release, live)),
  ];
  if (problems.length > 0)
    throw new ReleaseError(
      `${app.name} ${id} cannot be previewed: ${problems.join('; ')}. Fix the release first.`,
    );
  const expires = Date.now() + hours * 3_600_000;
  const token = signPreview({ app: app.name, id, expires }, await previewSecret(store));
  console.log(
    `Preview of ${app.name} ${id}, with the live releases of every other app, until ${new Date(expires).toISOString()}:`,
  );
  console.log(`${shopOriginFromEnv(process.env)}/?${PREVIEW_QUERY}=${token}`);
}
