import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { OwnRoute } from '../shared/src/remote-routes.ts';

// A remote's vite config then yields the options it passes, routes and exposes, instead of a vite config.
vi.mock('./remote-vite-config.ts', () => ({ remoteViteConfig: (options: unknown) => options }));

const repo = join(import.meta.dirname, '..');
const remoteDirs = readdirSync(repo).filter((name) => name.startsWith('remote-'));

interface DeclaredRemote {
  dir: string;
  routes: OwnRoute[];
  exposes: string[];
}

async function declared(dir: string): Promise<DeclaredRemote> {
  const config = (await import(join(repo, dir, 'vite.config.ts'))) as {
    default: { routes: OwnRoute[]; exposes: Record<string, string> };
  };
  return { dir, routes: config.default.routes, exposes: Object.keys(config.default.exposes) };
}

const remotes = await Promise.all(remoteDirs.map(declared));

describe("the remotes' route declarations", () => {
  it('cover every remote of the shop', () => {
    expect(remoteDirs).toEqual(
      expect.arrayContaining([
        'remote-account',
        'remote-admin',
        'remote-blog',
        'remote-catalog',
        'remote-checkout',
      ]),
    );
  });

  it.each(remotes)('$dir exposes the page of every route it declares', ({ dir, routes, exposes }) => {
    const unexposed = routes
      .filter((route) => !exposes.includes(`./${route.page}`))
      .map((route) => `${route.path} -> ./${route.page}`);
    expect(
      unexposed,
      `routes of ${dir}/src/routes.ts whose page ${dir}/vite.config.ts does not expose`,
    ).toEqual([]);
  });

  it('give each path to one remote only', () => {
    // `/product/:id` and `/product/:slug` are one path: the router would only ever reach the first.
    const claims = new Map<string, string[]>();
    for (const { dir, routes } of remotes)
      for (const route of routes) {
        const path = route.path.replace(/:[^/]+/g, ':param');
        claims.set(path, [...(claims.get(path) ?? []), `${dir} ${route.path}`]);
      }
    const contested = [...claims.values()]
      .filter((claimants) => claimants.length > 1)
      .map((claimants) => claimants.join(' and '));
    expect(contested, 'paths that more than one route claims').toEqual([]);
  });
});
