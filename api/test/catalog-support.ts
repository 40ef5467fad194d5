/**
 * For tests only: the API with its photo folder in a scratch directory, a member of staff and the
 * owner to call the back office as, and multipart bodies as a browser's form sends them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { auditLog, users } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { createSessionTokens } from '../src/plugins/auth.js';
import { startTestApp, testConfig, type TestApp } from './app.js';

export interface BackOffice extends TestApp {
  /** Where the API keeps uploaded photos. */
  imageDir: string;
  staffId: string;
  ownerId: string;
  /** A call to /api/admin<url> as a member of staff. */
  admin: AdminCall;
  /** A call to /api/admin<url> as the shop's owner. */
  owner: AdminCall;
  /** Puts a draft in the shop as staff do: a photo first (publishing asks for one), then Publish. */
  publish(id: string): Promise<void>;
  /** The audit log's entries about one target, oldest first. */
  auditOf(
    target: string,
  ): Promise<{ action: string; details: Record<string, string>; actorId: string | null }[]>;
}

type AdminCall = (
  method: InjectOptions['method'],
  url: string,
  options?: Omit<InjectOptions, 'method' | 'url'>,
) => Promise<LightMyRequestResponse>;

/** `env`: more settings of the API, such as RELEASES_DIR. */
export async function startBackOffice(env: Record<string, string> = {}): Promise<BackOffice> {
  const imageDir = await mkdtemp(path.join(tmpdir(), 'brass-photos-'));
  const testApp = await startTestApp({ IMAGE_STORE_DIR: imageDir, ...env });
  const { db } = testApp.database;
  const tokens = createSessionTokens(testConfig().jwt);
  /** A new account of `role` and a call to the back office as it. */
  const member = async (name: string, role: 'staff' | 'owner'): Promise<[string, AdminCall]> => {
    const id = newId('usr');
    await db.insert(users).values({ id, name, email: `${id}@example.in`, role });
    const authorization = `Bearer ${await tokens.issue(id)}`;
    return [
      id,
      (method, url, options = {}) =>
        testApp.app.inject({
          ...options,
          method,
          url: `/api/admin${url}`,
          headers: { ...options.headers, authorization },
        }),
    ];
  };
  const [staffId, admin] = await member('Kavya Staff', 'staff');
  const [ownerId, owner] = await member('Lakshmi Owner', 'owner');
  return {
    ...testApp,
    imageDir,
    staffId,
    ownerId,
    admin,
    owner,
    async publish(id) {
      const photo = await sharp({
        create: { width: 600, height: 600, channels: 3, background: { r: 181, g: 137, b: 58 } },
      })
        .png()
        .toBuffer();
      const { payload, headers } = multipartBody([
        { name: 'file', body: photo, filename: 'piece.png', contentType: 'image/png' },
      ]);
      for (const [url, options] of [
        [`/products/${id}/images`, { payload, headers }],
        [`/products/${id}/publish`, {}],
      ] as const) {
        const response = await admin('POST', url, options);
        if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
      }
    },
    async auditOf(target) {
      const rows = await db.select().from(auditLog);
      return rows
        .filter((row) => row.target === target)
        .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(({ action, details, actorId }) => ({ action, details, actorId }));
    },
    async close() {
      await testApp.close();
      await rm(imageDir, { recursive: true, force: true });
    },
  };
}

export interface FormPart {
  name: string;
  body: Buffer | string;
  /** Set for a file. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its Content-Type, as a browser's form sends them. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----brass${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(({ name, body, filename, contentType }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename ? `; filename="${filename}"` : '') +
        (contentType ? `\r\nContent-Type: ${contentType}` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
