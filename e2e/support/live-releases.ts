import type { AppName, RuntimeConfig } from '@brass/shared/runtime-config';
import { shopUrls } from './urls';

/** The runtime config the host serves now: the live release of every app. */
export async function liveConfig(): Promise<RuntimeConfig> {
  return (await (await fetch(`${shopUrls.host}/config.json`)).json()) as RuntimeConfig;
}

/** Where the live release of an app is served, e.g. `http://localhost:5177/releases/blog/<id>`. */
export async function liveReleaseBase(app: AppName): Promise<string> {
  const { releases } = await liveConfig();
  return `${shopUrls[app]}/releases/${app}/${releases[app]}`;
}
