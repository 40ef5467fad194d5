import type { RuntimeConfig } from '../shared/src/runtime-config.ts';
import { defaultPorts } from './federation-shared.ts';

/**
 * The runtime config document every server of the shop answers at `/config.json`. In production each
 * URL is set explicitly (e.g. REMOTE_CATALOG_URL=https://cdn.example.in/catalog/mf-manifest.json);
 * locally it follows the ports.
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  const host = env.PUBLIC_HOSTNAME ?? 'localhost';
  const port = (name: keyof typeof defaultPorts) =>
    env[`${name.toUpperCase()}_PORT`] ?? String(defaultPorts[name]);
  const local = (name: keyof typeof defaultPorts) => `http://${host}:${port(name)}`;
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
