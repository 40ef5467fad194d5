import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { frontendApps, localAppOrigins, portOf, sandboxSmtpPort } from '@brass/composer/apps';
import { API_SERVER, ensureApiBuilt } from './api-build.ts';
import { runServices, waitForUrl } from './processes.ts';
import { warmServerRenderedPages } from '@brass/composer/serving/warm-pages';
import { createAppServer } from '@brass/composer/serving/app-server';
import { releaseOriginsFromEnv } from '@brass/composer/serving/composed-config';
import type { PointerStore } from '@brass/composer/releases/pointer-store';
import { LiveReleaseFollower } from '@brass/composer/serving/live-releases';
import { ComposerMetrics } from '@brass/composer/serving/metrics';
import { listenForScrapes } from '@brass/composer/observability/metrics-server';
import { Renderers } from '@brass/composer/serving/renderers';
import { signInWithSandboxGoogle, type GooglePerson } from '@brass/composer/testing/sandbox-google';

export interface RunningShop {
  /** Settles only if the sandbox or the API ends while the shop is open, with the reason. */
  failed: Promise<Error>;
  stop(): Promise<void>;
}

interface ShopOptions {
  repo: string;
  /** The releases the shop serves, through the pointer that says which are live. */
  releases: PointerStore;
  /** Extra environment for the API, e.g. a scratch database folder for a test run. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Where Prometheus scrapes the composition server's `GET /metrics`; by default COMPOSER_METRICS_PORT, else none. */
  metricsPort?: number;
}

/**
 * Starts the whole shop as separate origins, as production has them: the sandbox of outside
 * services, the API as built (`api/dist`, built first when its sources changed), and one server per
 * frontend app serving its live release. A promotion or rollback reaches them all within a second,
 * without a restart.
 */
export async function startShop({
  repo,
  releases,
  apiEnv = {},
  metricsPort = process.env.COMPOSER_METRICS_PORT ? Number(process.env.COMPOSER_METRICS_PORT) : undefined,
}: ShopOptions): Promise<RunningShop> {
  await ensureApiBuilt(repo);
  const servers: FastifyInstance[] = [];
  const live = await new LiveReleaseFollower(
    releases,
    frontendApps().map((app) => app.name),
  ).start();
  // One registry for every app server and renderer of the shop.
  const metrics = new ComposerMetrics();
  metrics.followLive(live);
  const renderers = new Renderers(releases.root, live, { metrics });
  const sandboxUrl = `http://127.0.0.1:${portOf('sandbox')}`;
  const apiUrl = `http://127.0.0.1:${portOf('api')}`;
  const node = `exec "${process.execPath}"`;
  const services = runServices([
    {
      name: 'sandbox',
      command: `${node} --import tsx src/server.ts`,
      cwd: join(repo, 'sandbox'),
      env: {
        SANDBOX_PORT: String(portOf('sandbox')),
        SANDBOX_SMTP_PORT: String(sandboxSmtpPort()),
        // Razorpay tells the API about captured payments even when the shopper never comes back.
        SANDBOX_RAZORPAY_WEBHOOK_URL: `${apiUrl}/api/razorpay/webhook`,
        SANDBOX_RAZORPAY_WEBHOOK_SECRET:
          process.env.RAZORPAY_WEBHOOK_SECRET ?? 'sandbox_razorpay_webhook_secret',
      },
    },
    {
      name: 'api',
      command: `${node} ${API_SERVER}`,
      cwd: join(repo, 'api'),
      env: {
        PORT: String(portOf('api')),
        CORS_ORIGINS: process.env.CORS_ORIGINS ?? localAppOrigins(),
        PUBLIC_API_ORIGIN: process.env.PUBLIC_API_URL ?? `http://localhost:${portOf('api')}`,
        // Locally the outside services are the sandbox, wherever SANDBOX_PORT put it.
        RAZORPAY_API_BASE: process.env.RAZORPAY_API_BASE ?? `${sandboxUrl}/razorpay`,
        SHIPROCKET_API_BASE: process.env.SHIPROCKET_API_BASE ?? `${sandboxUrl}/shiprocket`,
        GOOGLE_JWKS_URL: process.env.GOOGLE_JWKS_URL ?? `${sandboxUrl}/google/oauth2/v3/certs`,
        SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${sandboxSmtpPort()}`,
        // Links in mail lead to the shop's pages, served by the host.
        PUBLIC_SHOP_ORIGIN: process.env.PUBLIC_SHOP_ORIGIN ?? `http://localhost:${portOf('host')}`,
        // The owner's Releases screen reads and rolls back the releases the shop serves.
        RELEASES_DIR: releases.root,
        ...apiEnv,
      },
    },
  ]);
  const [sandbox, api] = services.commands;

  let stopping = false;
  const stop = async () => {
    stopping = true;
    await live.stop();
    await Promise.all(servers.map((server) => server.close()));
    await renderers.close();
    await services.stop();
  };
  // Either service ending stops the other; unless the shop is being stopped, that is a failure.
  const failed = new Promise<Error>((resolve) => {
    const report = (error: Error) => {
      if (!stopping) resolve(error);
    };
    services.done.then(() => report(new Error('the sandbox and the API ended')), report);
  });

  try {
    await waitForUrl(`${sandboxUrl}/health`, 60_000, sandbox);
    const origins = releaseOriginsFromEnv(process.env, {
      catalog: portOf('catalog'),
      checkout: portOf('checkout'),
      account: portOf('account'),
      blog: portOf('blog'),
      admin: portOf('admin'),
    });
    for (const app of frontendApps()) {
      const server = await createAppServer({
        app: app.name,
        root: releases.root,
        live,
        renderers,
        origins,
        metrics,
      });
      await server.listen({ port: app.port, host: '127.0.0.1' });
      servers.push(server);
    }
    // Its own port, which the public load balancer never routes to (see listenForScrapes).
    if (metricsPort !== undefined)
      servers.push(await listenForScrapes(metrics.registry, { host: '127.0.0.1', port: metricsPort }));
    await waitForUrl(`${apiUrl}/api/health`, 120_000, api);
    await warmServerRenderedPages(`http://127.0.0.1:${portOf('host')}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { failed, stop };
}

/**
 * The shop with `owner` as its owner, on a database that may hold no account yet: a shop makes its
 * first owner from a confirmed account when the API starts with SHOP_OWNER_EMAIL, so the shop opens
 * once to create the account (signed in with the sandbox's Google, which confirms the address), then
 * opens again with SHOP_OWNER_EMAIL naming it. The first opening puts the API on a spare port
 * (API_SETUP_PORT, or 100 above its own): whoever waits for the API's health on its own port must not
 * find this opening, about to close.
 */
export async function startShopWithOwner(
  options: ShopOptions & { owner: GooglePerson },
): Promise<RunningShop> {
  const { owner, ...shop } = options;
  const apiPort = process.env.API_PORT;
  process.env.API_PORT = process.env.API_SETUP_PORT ?? String(portOf('api') + 100);
  try {
    const setup = await startShop(shop);
    try {
      await signInWithSandboxGoogle(
        { api: `http://127.0.0.1:${portOf('api')}`, sandbox: `http://127.0.0.1:${portOf('sandbox')}` },
        owner,
      );
    } finally {
      await setup.stop();
    }
  } finally {
    if (apiPort === undefined) delete process.env.API_PORT;
    else process.env.API_PORT = apiPort;
  }
  return startShop({ ...shop, apiEnv: { ...shop.apiEnv, SHOP_OWNER_EMAIL: owner.email } });
}
