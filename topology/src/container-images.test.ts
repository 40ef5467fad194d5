/**
 * The container images of the API and of a composition server, built as `docker build` would build
 * them (`image-contents.ts`) and started as a container would start them: a file an image leaves out,
 * or a dependency its install drops, fails here rather than at a deploy.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '@brass/api/test/api-process';
import { productionSettings } from '@brass/api/test/production-settings';
import { folderPointer } from '@brass/composer/releases/folder-pointer';
import { promote } from '@brass/composer/releases/live-pointer';
import { ALL_APPS, CATALOG_ROUTES, productRenderer } from '@brass/composer/testing/fake-shop';
import { release, writeFakeRelease } from '@brass/composer/testing/fake-releases';
import { startChild, type Child } from './child-process.ts';
import { buildImageFiles } from './image-contents.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scratch(name: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), `brass-${name}-`));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** Runs the image's command as a container would, with `env` as `docker run -e` would add it. */
async function runImage(dockerfile: string, env: Record<string, string>, health: (port: number) => string) {
  const image = await buildImageFiles(repo, dockerfile, await scratch('image'));
  const port = await freePort();
  const [command, ...args] = image.command as [string, ...string[]];
  const container: Child = await startChild(command === 'node' ? process.execPath : command, args, {
    name: dockerfile,
    cwd: image.cwd,
    // Nothing of this machine's environment but what finds programs: an image has only its own.
    env: {
      PATH: process.env.PATH,
      ...image.env,
      ...env,
      PORT: String(port),
      HOST_PORT: String(port),
      HOST: '127.0.0.1',
    },
    health: health(port),
    timeoutMs: 150_000,
  });
  cleanups.push(() => container.stop());
  return { url: `http://127.0.0.1:${port}`, container };
}

describe('the container images', { timeout: 600_000 }, () => {
  it('of the API starts in production, migrates an empty database and answers its health check', async () => {
    const data = await scratch('api-data');
    const { url } = await runImage(
      'deploy/api.Dockerfile',
      { ...productionSettings, PGLITE_DIR: join(data, 'pglite') },
      (port) => `http://127.0.0.1:${port}/api/health`,
    );
    const products = await fetch(`${url}/api/products?page=1&limit=1`);
    expect(products.status).toBe(200);
  });

  it('of a composition server serves the live releases, rendered on the server', async () => {
    const releases = await scratch('image-releases');
    for (const [index, app] of ALL_APPS.entries()) {
      await writeFakeRelease(releases, app, release(index + 1), {
        ...(app === 'catalog' && { routes: CATALOG_ROUTES, renderer: productRenderer('the image') }),
      });
      await promote(folderPointer(releases), app, release(index + 1));
    }
    const { url } = await runImage(
      'deploy/composer.Dockerfile',
      { RELEASES_DIR: releases },
      (port) => `http://127.0.0.1:${port}/health`,
    );
    const page = await fetch(`${url}/product/ganesha-1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<p>rendered by the image</p>');
  });
});
