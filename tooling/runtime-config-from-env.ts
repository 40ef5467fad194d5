import type { RuntimeConfig } from '../shared/src/runtime-config.ts';
import { defaultPorts } from './federation-shared.ts';

/** Where an app of the shop serves locally: its port on PUBLIC_HOSTNAME (localhost by default). */
function localOrigin(env: NodeJS.ProcessEnv, name: keyof typeof defaultPorts): string {
  const port = env[`${name.toUpperCase()}_PORT`] ?? String(defaultPorts[name]);
  return `http://${env.PUBLIC_HOSTNAME ?? 'localhost'}:${port}`;
}

/**
 * The runtime config document every server of the shop answers at `/config.json`. In production each
 * URL is set explicitly (e.g. REMOTE_CATALOG_URL=https://cdn.example.in/catalog/mf-manifest.json);
 * locally it follows the ports.
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  const local = (name: keyof typeof defaultPorts) => localOrigin(env, name);
  const remote = (name: 'catalog' | 'checkout' | 'account' | 'blog') =>
    env[`REMOTE_${name.toUpperCase()}_URL`] ?? `${local(name)}/mf-manifest.json`;
  const sandbox = env.SANDBOX_URL ?? local('sandbox');
  return {
    apiBase: env.PUBLIC_API_URL ?? local('api'),
    remotes: {
      catalog: remote('catalog'),
      checkout: remote('checkout'),
      account: remote('account'),
      blog: remote('blog'),
    },
    razorpayCheckoutUrl: env.RAZORPAY_CHECKOUT_URL ?? `${sandbox}/razorpay/checkout.js`,
    googleScriptUrl: env.GOOGLE_SCRIPT_URL ?? `${sandbox}/google/gsi/client`,
    googleClientId: env.GOOGLE_CLIENT_ID ?? 'brass-sandbox.apps.googleusercontent.com',
  };
}

/**
 * The shop's public origin, where shoppers reach the host (PUBLIC_SHOP_ORIGIN, e.g.
 * https://brassaangan.in). Addresses the shop writes into its pages (structured data, links) start
 * with it, never with the Host header a request happens to carry.
 */
export function shopOriginFromEnv(env: NodeJS.ProcessEnv): string {
  const configured = env.PUBLIC_SHOP_ORIGIN;
  if (!configured) return localOrigin(env, 'host');
  if (!URL.canParse(configured) || !/^https?:$/.test(new URL(configured).protocol))
    throw new Error(`PUBLIC_SHOP_ORIGIN must be an http or https address, such as https://brassaangan.in`);
  return new URL(configured).origin;
}
