import type { RuntimeConfig } from '@brass/shared/runtime-config';

/**
 * The runtime config a test loads in place of the host's `config.json`: the API at `http://api.test`,
 * no remotes, routes or outside scripts; `settings` sets what a test's pages read (a script's address,
 * another API origin).
 */
export function testRuntimeConfig(settings: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    apiBase: 'http://api.test',
    remotes: { catalog: '', checkout: '', account: '', blog: '', admin: '' },
    routes: [],
    releases: {},
    razorpayCheckoutUrl: '',
    googleScriptUrl: '',
    googleClientId: '',
    ...settings,
  };
}
