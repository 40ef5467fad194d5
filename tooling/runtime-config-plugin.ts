import type { Plugin } from 'vite';
import type { OwnRoute } from '../shared/src/remote-routes.ts';
import { devRouteTable, ROUTES_FILE } from './dev-route-table.ts';
import { runtimeConfigFromEnv } from './runtime-config-from-env.ts';

/**
 * Serves `/config.json` from the environment in `vite dev` and `vite preview`, the same document the
 * production server answers, so no build ever contains an origin. Without releases, the route table
 * is gathered from the remotes' servers, each of which publishes the routes its vite config passes here.
 */
export function runtimeConfigPlugin(ownRoutes?: OwnRoute[]): Plugin {
  const serveConfig = (server: {
    middlewares: { use: (path: string, handler: (req: unknown, res: ConfigResponse) => void) => void };
  }): void => {
    // Returns nothing on purpose: Vite would call a returned function as a late middleware hook.
    server.middlewares.use('/config.json', (_req, res) => {
      const config = runtimeConfigFromEnv(process.env);
      void devRouteTable(config.remotes).then((routes) => send(res, { ...config, routes }));
    });
    if (ownRoutes) server.middlewares.use(`/${ROUTES_FILE}`, (_req, res) => send(res, ownRoutes));
  };
  return {
    name: 'brass-runtime-config',
    configureServer: serveConfig,
    configurePreviewServer: serveConfig,
  };
}

function send(res: ConfigResponse, body: unknown): void {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(JSON.stringify(body));
}

interface ConfigResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}
