import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertImageKey, type ImageFile, type ImageStore } from './image-store.js';

/** The address the API serves the folder at (app.ts). */
export const UPLOADED_IMAGES_PREFIX = '/images/uploads/';

/**
 * Images in a folder of this machine, served by the API. Enough for one server with a lasting disk;
 * several API processes on several machines need the S3 store instead.
 */
export class FilesystemImageStore implements ImageStore {
  constructor(private readonly dir: string) {}

  async save(files: ImageFile[]): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    for (const { key, body } of files) {
      assertImageKey(key);
      // Written aside and renamed, so the static server never sends half a file.
      const partial = path.join(this.dir, `.${randomUUID()}.partial`);
      await writeFile(partial, body);
      await rename(partial, path.join(this.dir, key));
    }
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      assertImageKey(key);
      await rm(path.join(this.dir, key), { force: true });
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    assertImageKey(key);
    try {
      return await readFile(path.join(this.dir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  url(key: string): string {
    return `${UPLOADED_IMAGES_PREFIX}${key}`;
  }
}
