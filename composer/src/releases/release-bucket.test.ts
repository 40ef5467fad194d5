import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOG_ROUTES, productRenderer } from '../../testing/fake-shop.ts';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import { startLocalBucket, type LocalBucket } from '../../testing/local-bucket.ts';
import { CLIENT_DIR, RENDERER_FILE, SERVER_DIR, releaseFolder } from './layout.ts';
import { ReleaseBucket } from './release-bucket.ts';
import { releaseBucketFromEnv } from './release-bucket-settings.ts';
import { readRelease } from './release-manifest.ts';

let local: LocalBucket;
let bucket: ReleaseBucket;
let built: string;
let fetched: string;

beforeAll(async () => {
  local = await startLocalBucket();
  bucket = new ReleaseBucket(local.settings);
});
afterAll(async () => {
  bucket.close();
  await local.close();
});
beforeEach(async () => {
  built = await mkdtemp(join(tmpdir(), 'brass-built-'));
  fetched = await mkdtemp(join(tmpdir(), 'brass-fetched-'));
  return async () => {
    await rm(built, { recursive: true, force: true });
    await rm(fetched, { recursive: true, force: true });
  };
});

describe('releases kept in a bucket', () => {
  it('serve their browser files at the public address, at the path the app’s server uses, for good', async () => {
    await writeFakeRelease(built, 'catalog', release(2), { routes: CATALOG_ROUTES });
    await bucket.upload(built, 'catalog', release(2));
    const entry = await fetch(`${local.settings.publicUrl}/releases/catalog/${release(2)}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe(`export const release = '${release(2)}';`);
    expect(entry.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The manifest and the renderer are not among the browser's files.
    const manifest = await fetch(`${local.settings.publicUrl}/releases/catalog/${release(2)}/release.json`);
    expect(manifest.status).toBe(404);
  });

  it('come back whole on another machine: manifest, browser files and server renderer', async () => {
    await writeFakeRelease(built, 'catalog', release(3), {
      routes: CATALOG_ROUTES,
      renderer: productRenderer('release 3'),
    });
    await bucket.upload(built, 'catalog', release(3));
    await bucket.fetchRelease(fetched, 'catalog', release(3));
    expect(await readRelease(fetched, 'catalog', release(3))).toEqual(
      await readRelease(built, 'catalog', release(3)),
    );
    const file = (root: string, path: string) =>
      readFile(join(releaseFolder(root, 'catalog', release(3)), path), 'utf8');
    for (const path of [
      join(SERVER_DIR, RENDERER_FILE),
      join(CLIENT_DIR, 'mf-manifest.json'),
      join(CLIENT_DIR, 'assets/ProductPage.js'),
    ])
      expect(await file(fetched, path), path).toBe(await file(built, path));
  });

  it('are listed once their upload finished, and a half-uploaded one is neither listed nor fetched', async () => {
    await writeFakeRelease(built, 'blog', release(4));
    await bucket.upload(built, 'blog', release(4));
    const client = new S3Client({
      endpoint: local.settings.endpoint,
      region: local.settings.region,
      forcePathStyle: true,
      credentials: local.settings,
    });
    // What an upload that died before its release.json leaves behind.
    await client.send(
      new PutObjectCommand({
        Bucket: local.settings.bucket,
        Key: `releases/blog/${release(5)}/remoteEntry.js`,
        Body: 'export {};',
      }),
    );
    client.destroy();
    expect(await bucket.releasesOf('blog')).toEqual([release(4)]);
    await expect(bucket.fetchRelease(fetched, 'blog', release(5))).rejects.toThrow(
      `blog has no release ${release(5)} in the bucket brass-releases.`,
    );
  });

  it('are listed with their manifests, newest first, without fetching their files', async () => {
    const builtAt = (hour: number) => new Date(Date.UTC(2026, 10, 23, hour)).toISOString();
    await writeFakeRelease(built, 'admin', release(7), { builtAt: builtAt(7) });
    await writeFakeRelease(built, 'admin', release(8), { builtAt: builtAt(9) });
    await writeFakeRelease(built, 'admin', release(9), { builtAt: builtAt(8) });
    for (const n of [7, 8, 9]) await bucket.upload(built, 'admin', release(n));
    const manifests = await bucket.manifestsOf('admin');
    expect(manifests.map((manifest) => manifest.id)).toEqual([release(8), release(9), release(7)]);
    expect(manifests[0]).toEqual(await readRelease(built, 'admin', release(8)));
    expect(await bucket.manifestsOf('checkout')).toEqual([]);
  });

  it('are never written twice: a second upload sends nothing', async () => {
    await writeFakeRelease(built, 'account', release(6));
    expect(await bucket.upload(built, 'account', release(6))).toBeGreaterThan(0);
    expect(await bucket.upload(built, 'account', release(6))).toBe(0);
  });
});

describe('the bucket settings', () => {
  it('are none when the environment names no bucket: releases stay in the folder', () => {
    expect(releaseBucketFromEnv({})).toBeUndefined();
  });

  it('refuse half a bucket, naming what is missing', () => {
    expect(() => releaseBucketFromEnv({ RELEASES_S3_BUCKET: 'b', RELEASES_S3_REGION: 'ap-south-1' })).toThrow(
      'Releases kept in a bucket also need RELEASES_S3_ACCESS_KEY_ID, RELEASES_S3_SECRET_ACCESS_KEY, RELEASES_PUBLIC_URL.',
    );
  });

  it('refuse a public address that is not http(s)', () => {
    expect(() => releaseBucketFromEnv({ ...local.env, RELEASES_PUBLIC_URL: 'cdn.brassaangan.in' })).toThrow(
      'RELEASES_PUBLIC_URL must be an http or https address, not cdn.brassaangan.in.',
    );
  });
});
