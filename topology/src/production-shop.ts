import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  postgresServerUrl,
  scratchPostgresDatabase,
  startApiProcess,
  type ApiProcess,
  type ScratchDatabase,
} from '@brass/api/test/api-process';
import { startSandbox, type Sandbox } from '@brass/api/test/orders-support';
import { frontendApps } from '@brass/composer/apps';
import { startLocalBucket, type LocalBucket } from '@brass/composer/testing/local-bucket';
import { ensureApiBuilt } from '@brass/release-tools/api-build';
import { createRelease } from '@brass/release-tools/releases/create-release';
import type { AppName } from '@brass/shared/runtime-config';
import { startCompositionServer, type CompositionServer } from './composition-server.ts';
import { startLoadBalancer, type LoadBalancer } from './load-balancer.ts';
import { upload, withPointer, type ReleasePlace } from './releases-in-production.ts';
import { promote } from '@brass/composer/releases/live-pointer';

const repo = fileURLToPath(new URL('../../', import.meta.url));

export interface ProductionShop {
  /** The load balancer: the shop's one public origin, pages and API alike. */
  url: string;
  apis: ApiProcess[];
  composers: CompositionServer[];
  /** Where Prometheus scrapes each API process and each composition server, in the same order. */
  metrics: { apis: string[]; composers: string[] };
  sandbox: Sandbox;
  database: ScratchDatabase;
  /** Where the releases were built, uploaded and made live. */
  place: ReleasePlace;
  releases: LocalBucket;
  photos: LocalBucket;
  /** The live release of each app when the shop opened. */
  live: Record<AppName, string>;
  stop(): Promise<void>;
}

/**
 * The shop as production runs it, on this machine: PostgreSQL (a scratch database on the server
 * DATABASE_URL names), releases in a bucket and the pointer in the database, product photos in another
 * bucket, two API processes and two composition servers, HAProxy in front of them, and the sandbox
 * for Razorpay, Shiprocket and Google. Every part but the sandbox runs in a process of its own, so a
 * test can kill any of them.
 *
 * The releases are those in RELEASES_DIR when it holds them (as `pnpm test` leaves them), built
 * otherwise.
 */
export async function startProductionShop(): Promise<ProductionShop> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopPart of stops.reverse()) await stopPart().catch(() => undefined);
  };
  try {
    await ensureApiBuilt(repo);
    const database = await scratchPostgresDatabase(postgresServerUrl());
    stops.push(() => database.drop());
    const sandbox = await startSandbox();
    stops.push(() => sandbox.close());
    const releases = await startLocalBucket('brass-releases');
    stops.push(() => releases.close());
    const photos = await startLocalBucket('brass-photos');
    stops.push(() => photos.close());

    const built = process.env.RELEASES_DIR ?? (await mkdtemp(join(tmpdir(), 'brass-topology-releases-')));
    if (!process.env.RELEASES_DIR) stops.push(() => rm(built, { recursive: true, force: true }));
    const place = { built, bucket: releases.settings, databaseUrl: database.url };
    const live = await releaseAndPromote(place);

    const url = `http://127.0.0.1:${await freePort()}`;
    const apiEnv = {
      DATABASE_URL: database.url,
      // The owner's Releases screen reads the bucket's releases and the database's pointer, as on
      // machines that build nothing; the folder the tests built in is not the API's.
      ...releases.env,
      RELEASES_DIR: '',
      RAZORPAY_API_BASE: `${sandbox.url}/razorpay`,
      SHIPROCKET_API_BASE: `${sandbox.url}/shiprocket`,
      GOOGLE_JWKS_URL: `${sandbox.url}/google/oauth2/v3/certs`,
      PUBLIC_API_ORIGIN: url,
      PUBLIC_SHOP_ORIGIN: url,
      CORS_ORIGINS: url,
      // The load balancer says who the client is; nobody else may.
      TRUST_PROXY: '127.0.0.1',
      S3_BUCKET: photos.settings.bucket,
      S3_ENDPOINT: photos.settings.endpoint!,
      S3_REGION: photos.settings.region,
      S3_ACCESS_KEY_ID: photos.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: photos.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: photos.settings.publicUrl,
    };
    // Started together, as replicas are: the migrations take turns under their advisory lock.
    const metrics = {
      apis: [await scrapeAddress(), await scrapeAddress()],
      composers: [await scrapeAddress(), await scrapeAddress()],
    };
    const portOf = (address: string) => new URL(address).port;
    const apis = await Promise.all(
      metrics.apis.map((address) => startApiProcess({ ...apiEnv, METRICS_PORT: portOf(address) })),
    );
    for (const api of apis) stops.push(() => api.stop('SIGKILL').then(() => undefined));

    const composerEnv = {
      ...releases.env,
      DATABASE_URL: database.url,
      PUBLIC_API_URL: url,
      PUBLIC_SHOP_ORIGIN: url,
      SANDBOX_URL: sandbox.url,
      S3_PUBLIC_URL: photos.settings.publicUrl,
    };
    const composers = await Promise.all(
      metrics.composers.map((address) =>
        startCompositionServer({ ...composerEnv, COMPOSER_METRICS_PORT: portOf(address) }),
      ),
    );
    for (const composer of composers) stops.push(() => composer.stop('SIGKILL'));

    const balancer: LoadBalancer = await startLoadBalancer(
      Number(new URL(url).port),
      apis.map((api) => api.url),
      composers.map((composer) => composer.url),
    );
    stops.push(() => balancer.stop());
    return { url, apis, composers, metrics, sandbox, database, place, releases, photos, live, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The address of a free port's `GET /metrics`. */
const scrapeAddress = async () => `http://127.0.0.1:${await freePort()}/metrics`;

/**
 * What each team's pipeline does: releases its app (reusing a release of the same sources), uploads
 * it to the bucket and makes it live.
 */
function releaseAndPromote(place: ReleasePlace): Promise<Record<AppName, string>> {
  return withPointer(place, async (store) => {
    const live: Partial<Record<AppName, string>> = {};
    for (const app of frontendApps()) {
      const { release } = await createRelease(repo, app, store);
      await upload(place, app.name, release.id);
      await promote(store, app.name, release.id);
      live[app.name] = release.id;
    }
    return live as Record<AppName, string>;
  });
}
