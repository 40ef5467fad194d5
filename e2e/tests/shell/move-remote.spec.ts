import { createAppServer } from '@brass/composer/serving/app-server';
import { releaseOriginsFromEnv } from '@brass/composer/serving/composed-config';
import { openPointerStore } from '@brass/composer/releases/pointer-store-choice';
import { LiveReleaseFollower } from '@brass/composer/serving/live-releases';
import { Renderers } from '@brass/composer/serving/renderers';
import { expect, test } from '../../support/fixtures';

const MOVED_HOST_PORT = 5193;
const MOVED_CATALOG_PORT = 5194;

test.describe('moving a remote', () => {
  const servers: Awaited<ReturnType<typeof createAppServer>>[] = [];
  let live: LiveReleaseFollower | undefined;
  let renderers: Renderers | undefined;

  test.afterAll(async () => {
    await live?.stop();
    await Promise.all(servers.map((server) => server.close()));
    await renderers?.close();
  });

  test('serving the catalog from another origin needs only a setting, not a build', async ({
    page,
    urls,
  }) => {
    const root = process.env.RELEASES_DIR!;
    live = await new LiveReleaseFollower(openPointerStore(root), [
      'host',
      'catalog',
      'checkout',
      'account',
      'blog',
      'admin',
    ]).start();
    renderers = new Renderers(root, live);
    const origins = {
      ...releaseOriginsFromEnv(process.env, {
        catalog: 5174,
        checkout: 5175,
        account: 5176,
        blog: 5177,
        admin: 5178,
      }),
      catalog: `http://localhost:${MOVED_CATALOG_PORT}`,
    };
    for (const [app, port] of [
      ['catalog', MOVED_CATALOG_PORT],
      ['host', MOVED_HOST_PORT],
    ] as const) {
      const server = await createAppServer({ app, root, live, renderers, origins });
      await server.listen({ port, host: '127.0.0.1' });
      servers.push(server);
    }

    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remoteEntry.js')) entries.push(request.url());
    });
    await page.goto(`http://localhost:${MOVED_HOST_PORT}/`);
    await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /WELCOME TO THE WORLD OF BRASS ARTIFACTS/ }),
    ).toBeVisible();
    expect(
      entries.some((url) => url.startsWith(`http://localhost:${MOVED_CATALOG_PORT}/releases/catalog/`)),
    ).toBe(true);
    expect(entries.some((url) => url.startsWith(urls.catalog))).toBe(false);
  });
});
