import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import mime from 'mime';
import type { AppName } from '@brass/shared/runtime-config';
import { ReleaseError } from '../apps.ts';
import { CLIENT_DIR, RELEASE_FILE, RELEASE_ID, appFolder, releaseFolder, releasePath } from './layout.ts';
import type { ReleaseBucketSettings } from './release-bucket-settings.ts';
import { newestFirst, parseRelease, type ReleaseManifest } from './release-manifest.ts';

/** Browsers and CDNs keep a release's files for good: a file never changes under its address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files sent or fetched at once: enough to fill the line without opening hundreds of sockets. */
const LANES = 8;

/** Runs `work` on every item, `LANES` at a time. */
async function eachInLanes<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(LANES, items.length) }, lane));
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** A file's type for the browser; a precompressed copy (`.br`, `.gz`) is sent to no browser as such. */
const contentTypeOf = (file: string) => mime.getType(file) ?? 'application/octet-stream';

/**
 * A bucket of releases. Its keys keep the browser's files apart from the rest, so that the public
 * origin may serve `releases/` and nothing else:
 * - `releases/<app>/<id>/<file>`: the release's `client/` files, at the path its app's server uses;
 * - `builds/<app>/<id>/…`: `release.json`, the server renderer and the declarations.
 *
 * A release is uploaded file by file with `release.json` last, and fetched only once `release.json`
 * is there, so a release half uploaded is never served. Nothing is written twice: a release's id is
 * the hash of its files, so a key that exists already holds the same bytes.
 */
export class ReleaseBucket {
  readonly #client: S3Client;

  constructor(readonly settings: ReleaseBucketSettings) {
    // The SDK warns on Node 20 of its versions to come, which need Node 22; the version pinned here
    // runs on Node 20, and the warning would open every release command's output.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.#client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 demands them: several S3-compatible servers refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Uploads a finished release from the folder; returns how many of its files were not there yet. */
  async upload(root: string, app: AppName, id: string): Promise<number> {
    const folder = releaseFolder(root, app, id);
    const existing = new Set([
      ...(await this.#keys(this.#clientPrefix(app, id))),
      ...(await this.#keys(this.#buildPrefix(app, id))),
    ]);
    const files = (await filesUnder(folder)).filter((file) => file !== RELEASE_FILE);
    const missing = files.filter((file) => !existing.has(this.#keyOf(app, id, file)));
    await eachInLanes(missing, (file) => this.#put(this.#keyOf(app, id, file), join(folder, file)));
    const manifestKey = this.#keyOf(app, id, RELEASE_FILE);
    const sent = existing.has(manifestKey) ? 0 : 1;
    if (sent) await this.#put(manifestKey, join(folder, RELEASE_FILE));
    return missing.length + sent;
  }

  /** The ids of the app's releases whose upload finished, oldest first. */
  async releasesOf(app: AppName): Promise<string[]> {
    const prefix = `builds/${app}/`;
    return (await this.#keys(prefix))
      .map((key) => key.slice(prefix.length).split('/'))
      .filter(([id, file, ...rest]) => RELEASE_ID.test(id!) && file === RELEASE_FILE && rest.length === 0)
      .map(([id]) => id!)
      .sort();
  }

  /**
   * The app's finished releases, newest first, read from their `release.json`: what the release
   * lists show, without fetching a release's files. A damaged one is left out, as in a folder.
   */
  async manifestsOf(app: AppName): Promise<ReleaseManifest[]> {
    const manifests = await Promise.all(
      (await this.releasesOf(app)).map(async (id) => {
        const text = await this.#get(this.#keyOf(app, id, RELEASE_FILE));
        try {
          return text && parseRelease(new TextDecoder().decode(text), app, id);
        } catch {
          return undefined;
        }
      }),
    );
    return manifests.filter((manifest): manifest is ReleaseManifest => !!manifest).sort(newestFirst);
  }

  /**
   * Makes the release a folder under `root`, as `pnpm release` leaves it, fetching it when it is not
   * there yet. The folder appears whole, by a rename: a reader finds the release complete or absent.
   */
  async fetchRelease(root: string, app: AppName, id: string): Promise<void> {
    const folder = releaseFolder(root, app, id);
    if (existsSync(join(folder, RELEASE_FILE))) return;
    const manifest = await this.#get(this.#keyOf(app, id, RELEASE_FILE));
    if (!manifest)
      throw new ReleaseError(`${app} has no release ${id} in the bucket ${this.settings.bucket}.`);
    const staging = join(appFolder(root, app), `.fetching-${randomUUID()}`);
    await mkdir(staging, { recursive: true });
    try {
      const clientKeys = await this.#keys(this.#clientPrefix(app, id));
      const buildKeys = (await this.#keys(this.#buildPrefix(app, id))).filter(
        (key) => key !== this.#keyOf(app, id, RELEASE_FILE),
      );
      const files = [
        ...clientKeys.map((key) => ({
          key,
          file: join(CLIENT_DIR, key.slice(this.#clientPrefix(app, id).length)),
        })),
        ...buildKeys.map((key) => ({ key, file: key.slice(this.#buildPrefix(app, id).length) })),
      ];
      await eachInLanes(files, async ({ key, file }) => {
        const body = await this.#get(key);
        if (!body)
          throw new ReleaseError(`${key} went missing from the bucket while ${app} ${id} was fetched.`);
        await mkdir(dirname(join(staging, file)), { recursive: true });
        await writeFile(join(staging, file), body);
      });
      await writeFile(join(staging, RELEASE_FILE), manifest);
      if (!existsSync(folder)) await rename(staging, folder);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  close(): void {
    this.#client.destroy();
  }

  #clientPrefix = (app: AppName, id: string) => releasePath(app, id).slice(1);
  #buildPrefix = (app: AppName, id: string) => `builds/${app}/${id}/`;

  /** The key of a file of the release folder: `client/x` under `releases/`, the rest under `builds/`. */
  #keyOf(app: AppName, id: string, file: string): string {
    return file.startsWith(`${CLIENT_DIR}/`)
      ? `${this.#clientPrefix(app, id)}${file.slice(CLIENT_DIR.length + 1)}`
      : `${this.#buildPrefix(app, id)}${file}`;
  }

  async #keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async #put(key: string, path: string): Promise<void> {
    const precompressed = /\.(br|gz)$/.exec(key)?.[1];
    try {
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: await readFile(path),
          ContentType: contentTypeOf(precompressed ? key.slice(0, -precompressed.length - 1) : key),
          ...(precompressed && { ContentEncoding: precompressed === 'br' ? 'br' : 'gzip' }),
          CacheControl: IMMUTABLE,
          // Where the bucket enforces it, a key written meanwhile by another upload is left as it is.
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      if (!(error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412)) throw error;
    }
  }

  /** An object's bytes; undefined when there is no such key. */
  async #get(key: string): Promise<Uint8Array | undefined> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      return await object.Body!.transformToByteArray();
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  }
}
