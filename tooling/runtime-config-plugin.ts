import type { Plugin } from 'vite';
import { runtimeConfigFromEnv } from './runtime-config-from-env.ts';
import { sourceRouteTable } from './source-route-table.ts';

/**
 * Serves `/config.json` from the environment in `vite dev` and `vite preview`, the same document the
 * production server answers, so no build ever contains an origin. Without releases, the route table
 * is the one the remotes' sources declare.
 */
export function runtimeConfigPlugin(): Plugin {
  const serveConfig = (server: {
    middlewares: { use: (path: string, handler: (req: unknown, res: ConfigResponse) => void) => void };
  }): void => {
    // Returns nothing on purpose: Vite would call a returned function as a late middleware hook.
    server.middlewares.use('/config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify({ ...runtimeConfigFromEnv(process.env), routes: sourceRouteTable() }));
    });
  };
  return {
    name: 'brass-runtime-config',
    configureServer: serveConfig,
    configurePreviewServer: serveConfig,
  };
}

interface ConfigResponse {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}
