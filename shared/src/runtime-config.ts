import type { RemoteName, RemoteRoute } from './remote-routes';

/** Every frontend app that is released on its own: the shell and the remotes. */
export type AppName = 'host' | RemoteName;

/**
 * Where the shop's parts live, learned at run time from the host's `config.json`, so that moving or
 * redeploying a remote changes no byte of any build.
 */
export interface RuntimeConfig {
  /** Origin of the backend API, without a trailing slash, e.g. https://api.example.in */
  apiBase: string;
  /** Remote name -> URL of its mf-manifest.json */
  remotes: Record<RemoteName, string>;
  /** The shop's route table, composed from the routes each live remote release publishes. */
  routes: RemoteRoute[];
  /** App -> id of the release this page was composed from; empty for development servers. */
  releases: Partial<Record<AppName, string>>;
  /**
   * Remote -> the range of each library it shares with the page (`{ react: '^19.3.1' }`), as its live
   * release's manifest declares them; a remote whose range the page's copy misses is not loaded.
   */
  requires?: Partial<Record<RemoteName, Record<string, string>>>;
  /** Razorpay's checkout.js in production, the sandbox's locally */
  razorpayCheckoutUrl: string;
  /** Google Identity Services client script */
  googleScriptUrl: string;
  googleClientId: string;
}

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded yet');
  return current;
}

declare global {
  interface Window {
    /** Inlined into the host's page by the server that serves it, sparing a round trip. */
    __BRASS_RUNTIME_CONFIG__?: RuntimeConfig;
  }
}

/** The config the page carries, else `config.json` (development servers, parcels on pages outside the shop). */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const inlined = typeof window === 'undefined' ? undefined : window.__BRASS_RUNTIME_CONFIG__;
  if (inlined) {
    setRuntimeConfig(inlined);
    return inlined;
  }
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}
