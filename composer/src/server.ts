import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { portOf } from './apps.ts';
import { listenForScrapes } from './observability/metrics-server.ts';
import { openPointerStore } from './releases/pointer-store-choice.ts';
import { ReleaseBucket } from './releases/release-bucket.ts';
import { releaseBucketFromEnv } from './releases/release-bucket-settings.ts';
import { createAppServer } from './serving/app-server.ts';
import { REMOTES, releaseOriginsFromEnv } from './serving/composed-config.ts';
import { LiveReleaseFollower } from './serving/live-releases.ts';
import { ComposerMetrics } from './serving/metrics.ts';
import { Renderers } from './serving/renderers.ts';
import { warmServerRenderedPages } from './serving/warm-pages.ts';

/**
 * One composition server, as production runs several behind a load balancer: it composes the shop's
 * pages from the live releases and renders every remote's server-rendered pages itself, so the
 * remotes' files may come from a bucket or a CDN that runs no code.
 *
 * With a bucket (RELEASES_S3_*), the server keeps nothing of its own: it fetches each release it
 * serves into RELEASES_DIR (a scratch folder by default) on first use. Without one, RELEASES_DIR is
 * the releases folder it serves, shared with the release commands.
 */
const settings = releaseBucketFromEnv(process.env);
const bucket = settings && new ReleaseBucket(settings);
const root = process.env.RELEASES_DIR
  ? resolve(process.env.RELEASES_DIR)
  : bucket
    ? await mkdtemp(join(tmpdir(), 'brass-releases-'))
    : resolve('releases');

const live = await new LiveReleaseFollower(
  openPointerStore(root),
  ['host', ...REMOTES],
  undefined,
  bucket,
).start();
const metrics = new ComposerMetrics();
metrics.followLive(live);
const renderers = new Renderers(root, live, { metrics });
const origins = releaseOriginsFromEnv(
  process.env,
  {
    catalog: portOf('catalog'),
    checkout: portOf('checkout'),
    account: portOf('account'),
    blog: portOf('blog'),
    admin: portOf('admin'),
  },
  settings?.publicUrl,
);
const server = await createAppServer({ app: 'host', root, live, renderers, origins, metrics });
let warm = false;
/**
 * For the load balancer: ready once the live releases are read (which `start` waited for) and the
 * server-rendered pages were drawn once, so that no shopper meets a renderer's cold start.
 */
server.get('/health', async (_request, reply) =>
  reply
    .code(warm ? 200 : 503)
    .header('Cache-Control', 'no-store')
    .send({ status: warm ? 'ok' : 'warming', releases: live.current().pointer.live }),
);
const host = process.env.HOST ?? '127.0.0.1';
await server.listen({ port: portOf('host'), host });
await warmServerRenderedPages(`http://127.0.0.1:${portOf('host')}`);
warm = true;
// Its own port, which the public load balancer never routes to (see listenForScrapes).
const scrapes = process.env.COMPOSER_METRICS_PORT
  ? await listenForScrapes(metrics.registry, { host, port: Number(process.env.COMPOSER_METRICS_PORT) })
  : undefined;
console.log(`[composer] serving the shop on ${portOf('host')} from ${bucket ? settings.bucket : root}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await live.stop();
  await live.store.close();
  await server.close();
  await scrapes?.close();
  await renderers.close();
  bucket?.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
