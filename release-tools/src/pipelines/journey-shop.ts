import getPort from 'get-port';
import { defaultPorts } from '../../../tooling/federation-shared.ts';

/**
 * The environment variables of every port the journeys' shop listens on (`support/start-shop.ts`): each
 * app's, the API's and the sandbox's, the sandbox's mail catcher, and the spare port the API opens on
 * once while the shop makes its owner.
 */
export const SHOP_PORT_VARIABLES = [
  ...Object.keys(defaultPorts).map((name) => `${name.toUpperCase()}_PORT`),
  'SANDBOX_SMTP_PORT',
  'API_SETUP_PORT',
];

/**
 * The environment the pipeline's journeys run in: a shop of their own, serving the pipeline's releases
 * folder, on ports nothing listens on now. A shop already open on the usual ports (`pnpm start`, another
 * run's) is never the one tested, and Playwright is told to start its own whatever it finds
 * (`SHOP_OF_ITS_OWN`).
 */
export async function journeyShopEnv(releases: string): Promise<Record<string, string>> {
  const env: Record<string, string> = { RELEASES_DIR: releases, SHOP_OF_ITS_OWN: '1' };
  // get-port never hands out the same port twice in one process, so the ports are distinct too.
  for (const variable of SHOP_PORT_VARIABLES) env[variable] = String(await getPort());
  return env;
}
