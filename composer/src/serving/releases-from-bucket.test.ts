import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ALL_APPS,
  BASE_CONFIG,
  CATALOG_ROUTES,
  productRenderer,
  SHOP_CONTACT,
} from '../../testing/fake-shop.ts';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import { startLocalBucket, type LocalBucket } from '../../testing/local-bucket.ts';
import { folderPointer } from '../releases/folder-pointer.ts';
import { pointerFile } from '../releases/layout.ts';
import { promote } from '../releases/live-pointer.ts';
import { ReleaseBucket } from '../releases/release-bucket.ts';
import { createAppServer } from './app-server.ts';
import { REMOTES, releaseOriginsFromEnv } from './composed-config.ts';
import { LiveReleaseFollower } from './live-releases.ts';
import { Renderers } from './renderers.ts';

let local: LocalBucket;
let bucket: ReleaseBucket;
/** Where a team's pipeline built and released the apps. */
let built: string;
/** The composition server's own folder: nothing but the pointer it is told. */
let served: string;
let live: LiveReleaseFollower;
let renderers: Renderers;
let host: FastifyInstance;

const NO_PORTS = { catalog: 0, checkout: 0, account: 0, blog: 0, admin: 0 };

/** What a promotion does with releases in a bucket: the pointer changes, and every server is told. */
async function promoteAndTell(app: (typeof ALL_APPS)[number], id: string) {
  await promote(folderPointer(built), app, id);
  await copyFile(pointerFile(built), pointerFile(served));
}

beforeAll(async () => {
  local = await startLocalBucket();
  bucket = new ReleaseBucket(local.settings);
  built = await mkdtemp(join(tmpdir(), 'brass-built-'));
  served = await mkdtemp(join(tmpdir(), 'brass-served-'));
  for (const [index, app] of ALL_APPS.entries()) {
    await writeFakeRelease(built, app, release(index + 1), {
      ...(app === 'catalog' && { routes: CATALOG_ROUTES, renderer: productRenderer('release 2') }),
    });
    await bucket.upload(built, app, release(index + 1));
    await promoteAndTell(app, release(index + 1));
  }
  live = await new LiveReleaseFollower(folderPointer(served), ALL_APPS, () => {}, bucket).start(50);
  renderers = new Renderers(served, live);
  host = await createAppServer({
    app: 'host',
    root: served,
    live,
    renderers,
    origins: releaseOriginsFromEnv({}, NO_PORTS, local.settings.publicUrl),
    baseConfig: BASE_CONFIG,
    shopContact: async () => SHOP_CONTACT,
  });
});

afterAll(async () => {
  await live.stop();
  await host.close();
  await renderers.close();
  bucket.close();
  await local.close();
  await rm(built, { recursive: true, force: true });
  await rm(served, { recursive: true, force: true });
});

describe('a composition server whose releases are kept in a bucket', () => {
  it('fetches the live releases and renders a remote’s page with the renderer it fetched', async () => {
    const response = await host.inject({ url: '/product/ganesha-1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>rendered by release 2</p>');
  });

  it('names the remotes’ files at the bucket’s public address, which serves them', async () => {
    const config = (await host.inject({ url: '/config.json' })).json<{ remotes: Record<string, string> }>();
    const manifest = `${local.settings.publicUrl}/releases/catalog/${release(2)}/mf-manifest.json`;
    expect(config.remotes.catalog).toBe(manifest);
    expect((await fetch(manifest)).status).toBe(200);
    for (const remote of REMOTES) expect(config.remotes[remote]).toContain(local.settings.publicUrl);
  });

  it('serves the shell’s own files from the release it fetched', async () => {
    const entry = await host.inject({ url: `/releases/host/${release(1)}/assets/entry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('export {};');
  });

  it('serves a release promoted later, fetched when the pointer names it', async () => {
    await writeFakeRelease(built, 'catalog', release(12), {
      routes: CATALOG_ROUTES,
      renderer: productRenderer('release 12'),
    });
    await bucket.upload(built, 'catalog', release(12));
    await promoteAndTell('catalog', release(12));
    await expect
      .poll(async () => (await host.inject({ url: '/product/ganesha-1' })).body, { timeout: 10_000 })
      .toContain('<p>rendered by release 12</p>');
  });
});
