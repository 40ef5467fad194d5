import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Writes server-rendered markup into the built index.html's root element. The module is rendered by a
 * throwaway Vite SSR server with the app's own CSS Modules settings, so the markup carries the same
 * class names as the build and looks the same once the stylesheet is in.
 */
export function prerenderShellPlugin(module: string, render: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'brass-prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          plugins: [react()],
          css: { modules: config.css.modules },
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const rendered = (await server.ssrLoadModule(module)) as Record<string, () => string>;
          const markup = rendered[render]?.();
          if (!markup) throw new Error(`${module} has no ${render}() returning markup`);
          return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
