import * as v from 'valibot';
import type { AppName } from '@brass/shared/runtime-config';
import { ReleaseError } from '../apps.ts';
import { POINTER_FILE, RELEASE_ID } from './layout.ts';
import type { PointerStore, PointerWrite } from './pointer-store.ts';
import { readRelease, type ReleaseManifest } from './release-manifest.ts';
import { routeConflicts, routeOwners, type LiveManifests } from './route-ownership.ts';
import { unmetRequirements } from './version-gates.ts';

const appName = v.picklist(['host', 'catalog', 'checkout', 'account', 'blog', 'admin']);
const releaseId = v.pipe(v.string(), v.regex(RELEASE_ID));

const pointerEvent = v.object({
  app: appName,
  id: releaseId,
  /**
   * `restore`: the whole shop put back as it was at an earlier moment (`pnpm rollback --to`);
   * `canary`: a release sent to a share of new visitors beside the live one; `withdraw`: a canary
   * taken back. Neither of the last two changes what is live.
   */
  action: v.picklist(['promote', 'rollback', 'restore', 'canary', 'withdraw']),
  at: v.pipe(v.string(), v.isoTimestamp()),
  /** The requirements a forced promotion left unmet, for whoever looks back at it. */
  forced: v.optional(v.array(v.string())),
  /** The paths this promotion moved to its app from another app (`--take-route`). */
  tookRoutes: v.optional(v.array(v.string())),
  /** For a restore: the history entry, counted from 1, whose moment the shop was put back to. */
  restoredTo: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  /** For a canary: the share of new visitors sent to it, in percent. */
  percent: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99))),
  /** For a withdrawal: why the canary was taken back. */
  reason: v.optional(v.string()),
  /** Who did it, when the back office did (the owner's email); a command leaves it out. */
  by: v.optional(v.string()),
});

const canary = v.object({
  id: releaseId,
  percent: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(99)),
  startedAt: v.pipe(v.string(), v.isoTimestamp()),
});

/** A release a share of new visitors gets in place of the live one, each visitor for good. */
export type Canary = v.InferOutput<typeof canary>;

/** `live.json`: the live release of each app, and every promotion and rollback that led there. */
export const livePointerSchema = v.object({
  live: v.record(appName, releaseId),
  history: v.array(pointerEvent),
  /** Paths moved on purpose to the app that now serves them, though another live app declares them too. */
  routes: v.optional(v.record(v.string(), appName)),
  /** The canary of each app that has one. */
  canary: v.optional(v.record(appName, canary)),
});

export type LivePointer = v.InferOutput<typeof livePointerSchema>;
export type PointerEvent = v.InferOutput<typeof pointerEvent>;

export const EMPTY_POINTER: LivePointer = { live: {}, history: [] };

/** The pointer in a file's text, or a message saying what is wrong with it. */
export function parsePointer(text: string): LivePointer | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `${POINTER_FILE} is not JSON` };
  }
  return checkPointer(json, POINTER_FILE);
}

/** The pointer in a value read from `source`, or a message saying what is wrong with it. */
export function checkPointer(json: unknown, source: string): LivePointer | { problem: string } {
  const parsed = v.safeParse(livePointerSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return {
      problem: `${source} is malformed at ${v.getDotPath(issue) ?? 'its root'}: ${issue.message}`,
    };
  }
  return parsed.output;
}

/** A pointer that cannot be read is never written over: the history in it is the way back. */
export function damagedPointer(problem: string): ReleaseError {
  return new ReleaseError(
    `${problem}, so nothing was changed. Restore it from a backup, or move it away to start a new history.`,
  );
}

/** The pointer as stored; undefined when there is none yet. A damaged one is refused with the reason. */
export async function readPointer(store: PointerStore): Promise<LivePointer | undefined> {
  const pointer = await store.load();
  if (pointer && 'problem' in pointer) throw damagedPointer(pointer.problem);
  return pointer;
}

/**
 * The releases an app has had live, oldest first, with promotions pushed and rollbacks popped: the
 * last is live, the one before is where a rollback goes.
 */
export function liveStack(pointer: LivePointer, app: AppName): string[] {
  const stack: string[] = [];
  for (const event of pointer.history) {
    if (event.app !== app || event.action === 'canary' || event.action === 'withdraw') continue;
    // A restore is a new state, like a promotion: rolling back after it returns to what was live
    // before. One that left the app's release as it was (it moved a route) adds nothing to undo.
    if (event.action === 'rollback') {
      stack.pop();
      if (stack.at(-1) !== event.id) stack.push(event.id);
    } else if (event.action === 'promote' || stack.at(-1) !== event.id) stack.push(event.id);
  }
  return stack;
}

/**
 * The pointer with an event: a promotion or rollback makes its release live and ends the app's
 * canary (completed, or replaced by what is live now); a canary sets the app's canary.
 */
function recorded(event: Omit<PointerEvent, 'at'>, pointer: LivePointer): LivePointer {
  const taken = Object.fromEntries((event.tookRoutes ?? []).map((path) => [path, event.app]));
  const routes = { ...pointer.routes, ...taken };
  const at = new Date().toISOString();
  const canaries: NonNullable<LivePointer['canary']> = { ...pointer.canary };
  delete canaries[event.app];
  if (event.action === 'canary')
    canaries[event.app] = { id: event.id, percent: event.percent!, startedAt: at };
  return {
    live: event.action === 'canary' ? pointer.live : { ...pointer.live, [event.app]: event.id },
    history: [...pointer.history, { ...event, at }],
    ...(Object.keys(routes).length > 0 ? { routes } : {}),
    ...(Object.keys(canaries).length > 0 ? { canary: canaries } : {}),
  };
}

/** The release.json of every app's live release. */
export async function liveManifests(root: string, pointer: LivePointer): Promise<LiveManifests> {
  const entries = await Promise.all(
    (Object.entries(pointer.live) as [AppName, string][]).map(
      async ([app, id]) => [app, await readRelease(root, app, id)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

export type PointerChange = { changed: true; previous?: string; forced: string[] } | { changed: false };

/**
 * What a release must fit to go live beside the live apps: a remote, the live host (if any); a host,
 * every live remote.
 */
export function counterparts(
  live: LiveManifests,
  release: ReleaseManifest,
): { host?: ReleaseManifest; remotes: ReleaseManifest[] } {
  if (release.app !== 'host') return { host: live.host, remotes: [release] };
  const remotes = Object.values(live).filter((manifest) => manifest.app !== 'host');
  return { host: release, remotes };
}

/** The requirements the pointer would leave unmet with this release live. */
export function unmetVersions(live: LiveManifests, release: ReleaseManifest): string[] {
  const { host, remotes } = counterparts(live, release);
  return host ? unmetRequirements(host, remotes) : [];
}

function advice(versions: string[], gated: string[]): string {
  if (gated.length === 0) return 'Ship a host that provides it first, or promote with --force.';
  if (versions.length === 0) return 'Fix the release, or promote with --force.';
  return 'Ship a host that provides it first, fix the release, or promote with --force.';
}

/**
 * More checks a promotion must pass, slower than the version gate (files on disk, contracts, a trial
 * render): what the release would leave broken beside the live apps, each said in a sentence.
 */
export type PromotionGate = (release: ReleaseManifest, live: LiveManifests) => Promise<string[]>;

interface PromoteOptions {
  /** Promote past the version gate and `gate`, recording what was left unmet. */
  force?: boolean;
  /** Send this share of new visitors (1 to 99 percent) to the release, the rest to the live one. */
  canary?: number;
  /** Paths another live app owns that this release takes over, on purpose. */
  takeRoutes?: string[];
  gate?: PromotionGate;
}

/**
 * Makes a finished release of an app the live one, unless the live host could not run it (or, for a
 * host, it could not run the live remotes): a page would then load a remote on a React or a
 * @brass/shared it was not built for. `force` promotes anyway and records what was left unmet.
 */
export async function promote(
  store: PointerStore,
  app: AppName,
  id: string,
  { force = false, takeRoutes = [], gate, canary }: PromoteOptions = {},
): Promise<PointerChange> {
  const { root } = store;
  const release = await readRelease(root, app, id);
  if (canary !== undefined && (!Number.isSafeInteger(canary) || canary < 1 || canary > 99))
    throw new ReleaseError(`A canary takes a share of new visitors from 1 to 99 percent, not ${canary}.`);
  if (canary !== undefined && takeRoutes.length > 0)
    throw new ReleaseError('A route moves with a promotion, not with a canary: promote without --canary.');
  const undeclared = takeRoutes.filter((path) => !release.routes.some((route) => route.path === path));
  if (undeclared.length > 0)
    throw new ReleaseError(`${app} ${id} does not declare ${undeclared.join(', ')}, so it cannot take it.`);
  // The slow checks run before the lock, against the apps live then; the lock checks they still are.
  const checkedAgainst = (await readPointer(store)) ?? EMPTY_POINTER;
  let gated = gate ? await gate(release, await liveManifests(root, checkedAgainst)) : [];
  return store.change(async (pointer): Promise<PointerWrite<PointerChange>> => {
    const previous = pointer.live[app];
    const unchanged = { answer: { changed: false as const } };
    if (previous === id) return unchanged;
    if (canary !== undefined && pointer.canary?.[app]?.id === id && pointer.canary[app]?.percent === canary)
      return unchanged;
    // Another change of this app landed while this one was checked: the checks were made against what
    // it replaced, and writing now would undo it unseen.
    const canaryOf = (state: LivePointer) => state.canary?.[app]?.id;
    if (previous !== checkedAgainst.live[app] || canaryOf(pointer) !== canaryOf(checkedAgainst))
      throw new ReleaseError(
        `${app} ${id} was not promoted: another promotion of ${app} landed while it was checked (${app} ${previous ?? 'none'} is live${canaryOf(pointer) ? `, ${canaryOf(pointer)} the canary` : ''}). See it with \`pnpm releases ${app}\`, then promote again if this release should still replace it.`,
      );
    const live = await liveManifests(root, pointer);
    // A counterpart promoted meanwhile (the host, for a remote; any remote, for a host) is checked again.
    const counterpartsChanged = (Object.keys(live) as AppName[]).some(
      (other) =>
        other !== app &&
        (app === 'host' || other === 'host') &&
        pointer.live[other] !== checkedAgainst.live[other],
    );
    if (gate && counterpartsChanged) gated = await gate(release, live);
    const conflicts = routeConflicts(pointer, live, release, takeRoutes);
    if (conflicts.length > 0)
      throw new ReleaseError(`${app} ${id} was not promoted: ${conflicts.join('; ')}.`);
    const versions = unmetVersions(live, release);
    const unmet = [...versions, ...gated];
    if (unmet.length > 0 && !force)
      throw new ReleaseError(
        `${app} ${id} was not promoted: ${unmet.join('; ')}. ${advice(versions, gated)}`,
      );
    const owners = routeOwners(pointer, live);
    const tookRoutes = takeRoutes.filter((path) => owners.get(path) && owners.get(path) !== app);
    const next = recorded(
      {
        app,
        id,
        ...(canary === undefined
          ? { action: 'promote' as const }
          : { action: 'canary' as const, percent: canary }),
        ...(unmet.length > 0 ? { forced: unmet } : {}),
        ...(tookRoutes.length > 0 ? { tookRoutes } : {}),
      },
      pointer,
    );
    return { next, answer: { changed: true, previous, forced: unmet } };
  });
}

/** The live releases and moved routes as they were just after a history entry (counted from 1). */
export function pointerAfter(
  pointer: LivePointer,
  entry: number,
): { live: LivePointer['live']; routes: Record<string, AppName> } {
  const live: LivePointer['live'] = {};
  const routes: Record<string, AppName> = {};
  for (const event of pointer.history.slice(0, entry)) {
    if (event.action === 'canary' || event.action === 'withdraw') continue;
    live[event.app] = event.id;
    for (const path of event.tookRoutes ?? []) routes[path] = event.app;
  }
  return { live, routes };
}

/** The history entry (counted from 1) that was the last one at a moment; 0 when none was yet. */
export function entryAt(pointer: LivePointer, moment: Date): number {
  return pointer.history.filter((event) => new Date(event.at) <= moment).length;
}

/**
 * Puts every app's release (and every moved route) back as it was just after a history entry, in one
 * write: after a bad evening of releases, the shop as it was at six. Refused, changing nothing, when
 * a release of then is gone, or when the host of then could not run the remotes of then.
 */
export async function restore(
  store: PointerStore,
  entry: number,
  { by }: { by?: string } = {},
): Promise<{ changed: { app: AppName; from?: string; to: string }[] }> {
  return store.change(async (pointer) => {
    if (!Number.isSafeInteger(entry) || entry < 1 || entry > pointer.history.length)
      throw new ReleaseError(
        `There is no history entry ${entry}: the history has ${pointer.history.length}. See them with \`pnpm releases --history\`.`,
      );
    const then = pointerAfter(pointer, entry);
    const live = { ...pointer.live, ...then.live };
    const manifests = await liveManifests(store.root, { ...pointer, live }).catch((error: unknown) => {
      throw new ReleaseError(`The shop was not put back to entry ${entry}: ${(error as Error).message}`);
    });
    const unmet = manifests.host
      ? unmetRequirements(
          manifests.host,
          Object.values(manifests).filter((release) => release.app !== 'host'),
        )
      : [];
    if (unmet.length > 0)
      throw new ReleaseError(`The shop was not put back to entry ${entry}: ${unmet.join('; ')}.`);
    const changed = (Object.keys(live) as AppName[])
      .filter((app) => pointer.live[app] !== live[app])
      .map((app) => ({ app, from: pointer.live[app], to: live[app]! }));
    // An app that gets a moved route back, or loses one, is part of the restore even if its release stays.
    const movedPaths = [
      ...new Set([...Object.keys(pointer.routes ?? {}), ...Object.keys(then.routes)]),
    ].filter((path) => pointer.routes?.[path] !== then.routes[path]);
    const routeApps = movedPaths.flatMap((path) =>
      [pointer.routes?.[path], then.routes[path]].filter((app): app is AppName => app !== undefined),
    );
    const restored = (Object.keys(live) as AppName[]).filter(
      (app) => pointer.live[app] !== live[app] || routeApps.includes(app),
    );
    if (restored.length === 0) return { answer: { changed } };
    const at = new Date().toISOString();
    const next: LivePointer = {
      live,
      history: [
        ...pointer.history,
        ...restored.map((app) => ({
          app,
          id: live[app]!,
          action: 'restore' as const,
          at,
          restoredTo: entry,
          ...(by ? { by } : {}),
        })),
      ],
      ...(Object.keys(then.routes).length > 0 ? { routes: then.routes } : {}),
    };
    return { next, answer: { changed } };
  });
}

/**
 * Takes an app's canary back, recording why; the visitors it had get the live release from their next
 * page load. Nothing happens when that canary is no longer running (completed, replaced, or already
 * withdrawn by another server watching it), so every server may watch every canary.
 */
export async function withdrawCanary(
  store: PointerStore,
  app: AppName,
  id: string,
  reason: string,
): Promise<boolean> {
  return store.change(async (pointer) => {
    if (pointer.canary?.[app]?.id !== id) return { answer: false };
    const canaries = { ...pointer.canary };
    delete canaries[app];
    const next: LivePointer = {
      ...pointer,
      history: [...pointer.history, { app, id, action: 'withdraw', reason, at: new Date().toISOString() }],
      ...(Object.keys(canaries).length > 0 ? { canary: canaries } : { canary: undefined }),
    };
    return { next, answer: true };
  });
}

/** Puts back the release of an app that was live before the current one; `by` names who asked. */
export async function rollback(
  store: PointerStore,
  app: AppName,
  { by }: { by?: string } = {},
): Promise<{ from: string; to: string }> {
  return store.change(async (pointer) => {
    const stack = liveStack(pointer, app);
    const [to, from] = [stack.at(-2), stack.at(-1)];
    if (!to || !from) throw new ReleaseError(`${app} has no earlier live release to roll back to.`);
    await readRelease(store.root, app, to);
    const next = recorded({ app, id: to, action: 'rollback', ...(by ? { by } : {}) }, pointer);
    return { next, answer: { from, to } };
  });
}
