import type { RemoteName } from '../shared/src/remote-routes.ts';
import type { RuntimeConfig } from '../shared/src/runtime-config.ts';
import { defaultPorts } from './federation-shared.ts';

/** Where an app of the shop serves locally: its port on PUBLIC_HOSTNAME (localhost by default). */
function localOrigin(env: NodeJS.ProcessEnv, name: keyof typeof defaultPorts): string {
  const port = env[`${name.toUpperCase()}_PORT`] ?? String(defaultPorts[name]);
  return `http://${env.PUBLIC_HOSTNAME ?? 'localhost'}:${port}`;
}

/**
 * The settings of the runtime config that come from the environment: the API, the payment and
 * sign-in scripts, and where the development servers (`pnpm dev`, `vite preview`) serve each remote
 * (REMOTE_CATALOG_URL=http://localhost:6174/mf-manifest.json, or by default the remote's port). The
 * routes and release ids come from elsewhere: the remotes' sources in development, the live releases
 * in the shop served from releases, which also names each remote's manifest inside its release.
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  const local = (name: keyof typeof defaultPorts) => localOrigin(env, name);
  const remote = (name: RemoteName) =>
    env[`REMOTE_${name.toUpperCase()}_URL`] ?? `${local(name)}/mf-manifest.json`;
  const sandbox = env.SANDBOX_URL ?? local('sandbox');
  return {
    apiBase: env.PUBLIC_API_URL ?? local('api'),
    remotes: {
      catalog: remote('catalog'),
      checkout: remote('checkout'),
      account: remote('account'),
      blog: remote('blog'),
      admin: remote('admin'),
    },
    routes: [],
    releases: {},
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

/**
 * Where shoppers' browsers load the product photos from when the API keeps them in an S3-compatible
 * bucket: the origin of S3_PUBLIC_URL, the API's own setting (the bucket's public address, or a CDN in
 * front of it). Undefined when it is not set: the API then serves the photos itself.
 */
export function photoOriginFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const configured = env.S3_PUBLIC_URL;
  if (!configured) return undefined;
  if (!URL.canParse(configured) || !/^https?:$/.test(new URL(configured).protocol))
    throw new Error('S3_PUBLIC_URL must be an http or https address, such as https://photos.brassaangan.in');
  return new URL(configured).origin;
}
