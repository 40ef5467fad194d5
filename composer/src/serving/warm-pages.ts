import type { RuntimeConfig } from '@brass/shared/runtime-config';

/**
 * Asks the shop once for every server-rendered page whose address takes no parameter, before the shop
 * is said to be open. The first render after a start runs the renderers' code cold and fills the API's
 * caches, which can take longer than a render's budget: without this, the first shoppers would get
 * those pages without their server render and fetch the data themselves. A page that fails here
 * fails for nobody else: the shop opens anyway and each page is rendered on demand as usual.
 */
export async function warmServerRenderedPages(hostUrl: string): Promise<string[]> {
  const routes = await fetch(new URL('/config.json', hostUrl))
    .then((response) => response.json() as Promise<Pick<RuntimeConfig, 'routes'>>)
    .then((config) => config.routes)
    .catch(() => []);
  const paths = routes
    .filter((route) => route.serverRendered && !/[:*]/.test(route.path))
    .map((route) => route.path);
  for (const path of paths) {
    await fetch(new URL(path, hostUrl))
      .then((page) => page.arrayBuffer())
      .catch(() => undefined);
  }
  return paths;
}
