import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalBucket, type LocalBucket } from '@brass/composer/testing/local-bucket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilesystemImageStore } from './filesystem-image-store.js';
import type { ImageFile } from './image-store.js';
import { S3ImageStore } from './s3-image-store.js';

const files: ImageFile[] = [
  { key: 'nandi-0a1b2c3d4e-240.webp', body: Buffer.from('webp bytes'), contentType: 'image/webp' },
  { key: 'nandi-0a1b2c3d4e-240.avif', body: Buffer.from('avif bytes'), contentType: 'image/avif' },
];

describe('FilesystemImageStore', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'brass-store-')), 'not-made-yet');
  });
  afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

  it('writes the files into its folder, made when first needed, and names them under /images/uploads/', async () => {
    const store = new FilesystemImageStore(dir);
    await store.save(files);
    expect((await readdir(dir)).toSorted()).toEqual([
      'nandi-0a1b2c3d4e-240.avif',
      'nandi-0a1b2c3d4e-240.webp',
    ]);
    expect(await readFile(path.join(dir, 'nandi-0a1b2c3d4e-240.webp'), 'utf8')).toBe('webp bytes');
    expect(store.url('nandi-0a1b2c3d4e-240.webp')).toBe('/images/uploads/nandi-0a1b2c3d4e-240.webp');
    await store.remove(['nandi-0a1b2c3d4e-240.webp', 'nandi-0a1b2c3d4e-960.webp']);
    expect(await readdir(dir)).toEqual(['nandi-0a1b2c3d4e-240.avif']);
  });

  it('reads back a stored file, and nothing for a key it does not have', async () => {
    const store = new FilesystemImageStore(dir);
    await store.save(files);
    expect((await store.read('nandi-0a1b2c3d4e-240.avif'))?.toString('utf8')).toBe('avif bytes');
    expect(await store.read('nandi-0a1b2c3d4e-1200.jpg')).toBeUndefined();
  });

  it.each(['../escape.webp', 'nested/file.webp', 'photo.exe', '.hidden.webp'])(
    'refuses the key %s',
    async (key) => {
      const store = new FilesystemImageStore(dir);
      await expect(store.save([{ key, body: Buffer.from(''), contentType: 'image/webp' }])).rejects.toThrow(
        'Not an image key',
      );
      await expect(store.remove([key])).rejects.toThrow('Not an image key');
      await expect(store.read(key)).rejects.toThrow('Not an image key');
    },
  );
});

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Just enough of S3 to answer PutObject and DeleteObjects, keeping what it was sent. */
async function fakeS3(): Promise<{ server: Server; endpoint: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { method = '', url = '', headers } = request;
      received.push({ method, url, headers, body: Buffer.concat(chunks).toString('utf8') });
      response.setHeader('content-type', 'application/xml');
      response.end(method === 'POST' ? '<?xml version="1.0" encoding="UTF-8"?><DeleteResult/>' : '');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, received };
}

describe('S3ImageStore', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  let store: S3ImageStore;
  beforeAll(async () => {
    s3 = await fakeS3();
    store = new S3ImageStore({
      kind: 's3',
      bucket: 'brass-photos',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://photos.brass.example/',
      forcePathStyle: true,
    });
  });
  afterAll(() => {
    store.close();
    s3.server.close();
  });

  it('puts each file in the bucket, signed, with its type and a year of caching', async () => {
    await store.save(files);
    const puts = s3.received
      .filter(({ method }) => method === 'PUT')
      .toSorted((a, b) => a.url.localeCompare(b.url));
    expect(
      puts.map(({ url, body, headers }) => [
        url.split('?')[0],
        body,
        headers['content-type'],
        headers['cache-control'],
      ]),
    ).toEqual([
      [
        '/brass-photos/nandi-0a1b2c3d4e-240.avif',
        'avif bytes',
        'image/avif',
        'public, max-age=31536000, immutable',
      ],
      [
        '/brass-photos/nandi-0a1b2c3d4e-240.webp',
        'webp bytes',
        'image/webp',
        'public, max-age=31536000, immutable',
      ],
    ]);
    expect(puts[0]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });

  it('deletes files in one call, and names them under the public URL', async () => {
    await store.remove(files.map(({ key }) => key));
    const deletes = s3.received.filter(({ method }) => method === 'POST');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.url).toBe('/brass-photos/?delete=');
    expect(deletes[0]?.body).toContain('<Key>nandi-0a1b2c3d4e-240.webp</Key>');
    expect(deletes[0]?.body).toContain('<Key>nandi-0a1b2c3d4e-240.avif</Key>');
    expect(store.url('nandi-0a1b2c3d4e-480.webp')).toBe(
      'https://photos.brass.example/nandi-0a1b2c3d4e-480.webp',
    );
  });
});

describe('S3ImageStore on an S3-compatible server', () => {
  let bucket: LocalBucket;
  let store: S3ImageStore;
  beforeAll(async () => {
    bucket = await startLocalBucket('brass-photos');
    store = new S3ImageStore({ kind: 's3', ...bucket.settings, endpoint: bucket.settings.endpoint! });
  });
  afterAll(async () => {
    store.close();
    await bucket.close();
  });

  it('reads back a stored file, and nothing for a key it does not have', async () => {
    await store.save(files);
    expect((await store.read('nandi-0a1b2c3d4e-240.webp'))?.toString('utf8')).toBe('webp bytes');
    expect(await store.read('nandi-0a1b2c3d4e-1200.jpg')).toBeUndefined();
    await store.remove(files.map(({ key }) => key));
    expect(await store.read('nandi-0a1b2c3d4e-240.webp')).toBeUndefined();
  });
});
