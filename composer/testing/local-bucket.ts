import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { ReleaseBucketSettings } from '../src/releases/release-bucket-settings.ts';

/** Browsers load a remote's modules from the bucket's address, across origins. */
const OPEN_TO_EVERY_ORIGIN = Buffer.from(
  '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>' +
    '<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>',
);

export interface LocalBucket {
  settings: ReleaseBucketSettings;
  /** The same settings, as the environment gives them to the commands and servers. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, which speaks the S3 REST API over HTTP and keeps objects in a
 * folder) with one bucket, on a free port: what the release commands and composition servers talk to
 * in tests, through the same AWS SDK calls as with any other bucket.
 */
export async function startLocalBucket(bucket = 'brass-releases'): Promise<LocalBucket> {
  const directory = await mkdtemp(join(tmpdir(), 'brass-bucket-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [OPEN_TO_EVERY_ORIGIN] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: ReleaseBucketSettings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    // s3rver's own key pair; it checks signatures as S3 does.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicUrl: `${endpoint}/${bucket}`,
  };
  return {
    settings,
    env: {
      RELEASES_S3_BUCKET: bucket,
      RELEASES_S3_ENDPOINT: endpoint,
      RELEASES_S3_REGION: settings.region,
      RELEASES_S3_ACCESS_KEY_ID: settings.accessKeyId,
      RELEASES_S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      RELEASES_S3_FORCE_PATH_STYLE: 'true',
      RELEASES_PUBLIC_URL: settings.publicUrl,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
