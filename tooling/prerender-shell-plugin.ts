import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/**
 * The markup `module`'s `render()` returns. The module is rendered by a throwaway Vite SSR server with
 * the app's own CSS Modules settings, so the markup carries the same class names as the build and
 * looks the same once the stylesheet is in.
 */
async function prerendered(config: ResolvedConfig, module: string, render: string): Promise<string> {
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
    return markup;
  } finally {
    await server.close();
  }
}

/** Writes server-rendered markup into the built index.html's root element. */
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
        const markup = await prerendered(config, module, render);
        return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
      },
    },
  };
}

/** Writes server-rendered markup as a file of the build, for the shop's server to draw into a page. */
export function prerenderFragmentPlugin(module: string, render: string, fileName: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'brass-prerender-fragment',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await prerendered(config, module, render) });
    },
  };
}
