import { ReleaseError } from '../apps.ts';

/** Where releases are kept when they live in an S3-compatible bucket rather than in one machine's folder. */
export interface ReleaseBucketSettings {
  bucket: string;
  /** The S3 API's address; unset for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (endpoint/bucket/key), which most S3-compatible servers take. */
  forcePathStyle: boolean;
  /**
   * The address the browser's files are public at (a CDN in front of the bucket, or the bucket's own):
   * a release's file `f` is at `<address>/releases/<app>/<id>/f`, the path the app's server uses.
   */
  publicUrl: string;
}

const SETTINGS = {
  bucket: 'RELEASES_S3_BUCKET',
  region: 'RELEASES_S3_REGION',
  accessKeyId: 'RELEASES_S3_ACCESS_KEY_ID',
  secretAccessKey: 'RELEASES_S3_SECRET_ACCESS_KEY',
  publicUrl: 'RELEASES_PUBLIC_URL',
} as const;

/**
 * The bucket the environment names, or undefined when it names none (releases stay in the folder).
 * Half a bucket is refused, naming what is missing: releases uploaded nowhere would look released.
 */
export function releaseBucketFromEnv(env: NodeJS.ProcessEnv): ReleaseBucketSettings | undefined {
  const given = Object.values(SETTINGS).filter((name) => env[name]);
  if (given.length === 0 && !env.RELEASES_S3_ENDPOINT) return undefined;
  const missing = Object.values(SETTINGS).filter((name) => !env[name]);
  if (missing.length > 0)
    throw new ReleaseError(`Releases kept in a bucket also need ${missing.join(', ')}.`);
  const publicUrl = env.RELEASES_PUBLIC_URL!.replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl) || !URL.canParse(publicUrl))
    throw new ReleaseError(`RELEASES_PUBLIC_URL must be an http or https address, not ${publicUrl}.`);
  return {
    bucket: env.RELEASES_S3_BUCKET!,
    endpoint: env.RELEASES_S3_ENDPOINT || undefined,
    region: env.RELEASES_S3_REGION!,
    accessKeyId: env.RELEASES_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.RELEASES_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.RELEASES_S3_FORCE_PATH_STYLE === 'true',
    publicUrl,
  };
}

/** The bucket as one address, e.g. `s3://brass-releases` or `http://127.0.0.1:9000/brass-releases`. */
export const bucketAddress = ({ endpoint, bucket }: ReleaseBucketSettings) =>
  `${endpoint ? endpoint.replace(/\/+$/, '') : 's3:/'}/${bucket}`;
