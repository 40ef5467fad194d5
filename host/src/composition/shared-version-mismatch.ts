import type { ModuleFederation } from '@module-federation/runtime';
import { satisfy } from '@module-federation/runtime';

type ShareScope = ModuleFederation['shareScopeMap'][string];

/** The package a shared key belongs to: `@brass/shared/cart-store` is @brass/shared's, `react/jsx-runtime` react's. */
const packageOf = (key: string) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A remote that needs another version of a shared singleton than the one the page runs, said as a
 * sentence a team acts on: the remote, the library, its requirement, and the version the page holds.
 */
export class SharedVersionMismatch extends Error {
  /** Kept apart from the message, which the runtime prefixes with its own tag when it passes the error on. */
  readonly sentence: string;

  constructor(remote: string, library: string, required: string, provided: string, provider: string) {
    const sentence = `${remote} needs ${packageOf(library)} ${required}, and the page provides ${provided} (from ${provider}), so ${remote} was not loaded`;
    super(sentence);
    this.name = 'SharedVersionMismatch';
    this.sentence = sentence;
  }
}

/**
 * Refuses a remote, just after its container registered what it shares, when a strict singleton it
 * needs is already running on the page in a version outside its range. The runtime checks this only
 * when a module is requested through it; the Vite plugin hands a remote the page's copy straight from
 * its own cache, so without this check a remote built for @brass/shared 2 would run on 1.x.
 *
 * `declared` holds the ranges the remote's live release declares, by package (from the runtime
 * config). They are checked even when the remote registered nothing of its own: a remote built
 * with the very version the page runs leaves only the page's entry in the scope, however far its
 * declared range is from it.
 */
export function refuseUnmetSingletons(
  shareScope: ShareScope,
  remote: string,
  declared: Record<string, string> = {},
): void {
  for (const [library, versions] of Object.entries(shareScope)) {
    const entries = Object.values(versions);
    const wanted = entries.find((entry) => entry.from === remote)?.shareConfig;
    // The host's copies are bundled into its start (eager): they run before any remote loads, though
    // the Vite plugin keeps them in its own cache and never marks them loaded here.
    const onPage = entries.find(
      (entry) => entry.from !== remote && (entry.shareConfig.eager || entry.loaded || entry.lib),
    );
    if (!onPage) continue;
    const ranges = [
      declared[packageOf(library)],
      wanted?.singleton && wanted.strictVersion && typeof wanted.requiredVersion === 'string'
        ? wanted.requiredVersion
        : undefined,
    ];
    const unmet = ranges.find((range) => range !== undefined && !satisfy(onPage.version, range));
    if (unmet) {
      withdraw(shareScope, remote);
      throw new SharedVersionMismatch(remote, library, unmet, onPage.version, onPage.from);
    }
  }
}

/**
 * Takes a refused remote's copies back out of the page's share scope. Left there, they would be the
 * highest version on offer to the next remote that asks for a library nothing has loaded yet, and
 * that remote would be refused in turn: one team's release would break another's pages.
 */
function withdraw(shareScope: ShareScope, remote: string): void {
  for (const versions of Object.values(shareScope))
    for (const [version, entry] of Object.entries(versions))
      if (entry.from === remote && !entry.loaded && !entry.lib) delete versions[version];
}

/** What the runtime itself says when a strict singleton's copy on the page misses a remote's range. */
const RUNTIME_MISMATCH =
  /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/**
 * The sentence for a remote refused over a shared version, whichever check refused it; undefined for
 * any other failure. Looks through the error's causes, as loaders wrap what they catch.
 */
export function sharedVersionMismatch(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof SharedVersionMismatch) return cause.sentence;
    const match = RUNTIME_MISMATCH.exec(cause.message);
    if (match) {
      const [, provided, provider, library, remote, required] = match as unknown as string[];
      return new SharedVersionMismatch(remote!, library!, required!, provided!, provider!).sentence;
    }
  }
  return undefined;
}
