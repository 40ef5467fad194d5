import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { defaultPorts } from '../../../tooling/federation-shared.ts';
import { journeyShopEnv } from './journey-shop.ts';

/** Listens on the port for a moment: resolves when nothing else held it. */
const listensFree = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, () => server.close(() => resolve()));
  });

describe("the pipeline's journeys", () => {
  it('run against a shop of their own, on free ports, never one already open', async () => {
    const env = await journeyShopEnv('/tmp/brass-pipeline-releases');

    expect(env.RELEASES_DIR).toBe('/tmp/brass-pipeline-releases');
    // Playwright starts that shop itself, whatever answers on its address.
    expect(env.SHOP_OF_ITS_OWN).toBe('1');
    const variables = [
      ...Object.keys(defaultPorts).map((name) => `${name.toUpperCase()}_PORT`),
      'SANDBOX_SMTP_PORT',
      'API_SETUP_PORT',
    ];
    const ports = variables.map((variable) => Number(env[variable]));
    expect(ports.every((port) => Number.isInteger(port) && port > 0)).toBe(true);
    expect(new Set(ports).size).toBe(variables.length);
    for (const port of ports) await listensFree(port);
  });
});
