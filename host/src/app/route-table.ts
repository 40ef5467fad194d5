import type { RemoteRoute } from '@brass/shared/remote-routes';
import { getRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';

/** An exposed module's name as the shell loads it: `checkout/CartPage`, never a path. */
const PAGE_NAME = /^[\w-]+$/;

/** Why the shell cannot render this entry of the route table, or undefined when it can. */
function problemWith(
  entry: unknown,
  remotes: RuntimeConfig['remotes'],
  taken: Set<string>,
): string | undefined {
  if (typeof entry !== 'object' || entry === null) return 'it is not a route';
  const { path, remote, page, title } = entry as Partial<Record<keyof RemoteRoute, unknown>>;
  if (typeof path !== 'string' || !path.startsWith('/')) return 'its path does not start with /';
  if (typeof remote !== 'string' || !Object.hasOwn(remotes, remote)) return 'its remote is not in the config';
  if (typeof page !== 'string' || !PAGE_NAME.test(page)) return 'its page is not an exposed module name';
  if (typeof title !== 'string' || title === '') return 'it has no title';
  if (taken.has(path)) return 'an earlier route already claims its path';
  return undefined;
}

const checked = new WeakMap<RuntimeConfig, RemoteRoute[]>();

/**
 * The routes of the runtime config that the shell can render. The table is composed from every live
 * remote release, so one team's bad entry is skipped and logged rather than taking the whole shell
 * down; each config is checked once, so a skipped entry is logged once per page load.
 */
export function shopRoutes(config: RuntimeConfig = getRuntimeConfig()): RemoteRoute[] {
  const known = checked.get(config);
  if (known) return known;
  const table: unknown = config.routes;
  const entries: unknown[] = Array.isArray(table) ? table : [];
  if (!Array.isArray(table)) console.error('[shell] the runtime config has no route table', table);
  const taken = new Set<string>();
  const routes = entries.filter((entry): entry is RemoteRoute => {
    const problem = problemWith(entry, config.remotes, taken);
    if (problem) console.error(`[shell] skipped a route: ${problem}`, entry);
    else taken.add((entry as RemoteRoute).path);
    return !problem;
  });
  checked.set(config, routes);
  return routes;
}
