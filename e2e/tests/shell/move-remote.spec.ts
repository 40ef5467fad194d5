import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import type { RuntimeConfig } from '../../../shared/src/runtime-config';
import { createStaticServer } from '../../../scripts/lib/static-server';
import { expect, test } from '../../support/fixtures';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const MOVED_HOST_PORT = 5193;
const MOVED_CATALOG_PORT = 5194;

test.describe('moving a remote', () => {
  const servers: FastifyInstance[] = [];

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  test('serving the catalog from another port needs only a config change', async ({ page, urls }) => {
    const config = (await (await fetch(`${urls.host}/config.json`)).json()) as RuntimeConfig;
    const movedCatalog = await createStaticServer({ root: `${repo}remote-catalog/dist`, spa: false });
    await movedCatalog.listen({ port: MOVED_CATALOG_PORT, host: '127.0.0.1' });
    servers.push(movedCatalog);
    const sameHostBuild = await createStaticServer({
      root: `${repo}host/dist`,
      spa: true,
      runtimeConfig: {
        ...config,
        remotes: { ...config.remotes, catalog: `http://localhost:${MOVED_CATALOG_PORT}/mf-manifest.json` },
      },
    });
    await sameHostBuild.listen({ port: MOVED_HOST_PORT, host: '127.0.0.1' });
    servers.push(sameHostBuild);

    const catalogRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('mf-manifest.json')) catalogRequests.push(request.url());
    });
    await page.goto(`http://localhost:${MOVED_HOST_PORT}/`);
    await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /WELCOME TO THE WORLD OF BRASS ARTIFACTS/ }),
    ).toBeVisible();
    expect(catalogRequests).toContain(`http://localhost:${MOVED_CATALOG_PORT}/mf-manifest.json`);
    expect(catalogRequests).not.toContain(`${urls.catalog}/mf-manifest.json`);
  });
});
