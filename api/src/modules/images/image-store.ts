/** One file of an uploaded image: `<stem>-<width>.webp` or `.avif`. */
export interface ImageFile {
  key: string;
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded images (product photos, blog posts' images) are kept and where browsers load them
 * from: a folder the API serves, or an S3-compatible bucket. Keys are never reused, so a stored file
 * never changes and caches keep it.
 */
export interface ImageStore {
  save(files: ImageFile[]): Promise<void>;
  /** Removing a key that is not there is no error. */
  remove(keys: string[]): Promise<void>;
  /** A stored file's bytes, or undefined when the store has no file of that key. */
  read(key: string): Promise<Buffer | undefined>;
  /** The address the shop writes in its pages: a path under /images/ or an absolute URL. */
  url(key: string): string;
}

/** Keys are made by the API, never taken from a request; this keeps them file and URL safe anyway. */
export function assertImageKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9-]*\.(webp|avif|jpg)$/.test(key)) throw new Error(`Not an image key: ${key}`);
}
