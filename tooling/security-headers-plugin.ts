import type { Plugin } from 'vite';
import { photoOriginFromEnv, runtimeConfigFromEnv, shopOriginFromEnv } from './runtime-config-from-env.ts';
import { pageSecurityHeaders } from './security-headers.ts';

/**
 * `vite preview` serves the build as production does, so it sends the same security headers as the
 * shop's servers (its pages write no inline scripts, so they need no nonce). The dev server is left
 * alone: hot reload injects inline scripts of its own.
 */
export function securityHeadersPlugin(): Plugin {
  return {
    name: 'brass-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        const shopOrigin = shopOriginFromEnv(process.env);
        const headers = pageSecurityHeaders({
          config: runtimeConfigFromEnv(process.env),
          shopOrigin,
          photoOrigin: photoOriginFromEnv(process.env),
          https: shopOrigin.startsWith('https:'),
        });
        // Also on scripts and stylesheets, where browsers ignore the policy and keep nosniff.
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
