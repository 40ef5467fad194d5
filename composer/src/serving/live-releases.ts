import { readFile, stat } from 'node:fs/promises';
import type { AppName } from '@brass/shared/runtime-config';
import { pointerFile } from '../releases/layout.ts';
import { parsePointer, type LivePointer } from '../releases/live-pointer.ts';
import type { ReleaseBucket } from '../releases/release-bucket.ts';
import { readRelease, type ReleaseManifest } from '../releases/release-manifest.ts';

/** What the shop serves right now: the pointer and the release.json of every live release. */
export interface LiveReleases {
  pointer: LivePointer;
  releases: Record<AppName, ReleaseManifest>;
}

/**
 * How often the pointer file is looked at. A stat every half second costs nothing, and unlike a
 * file watch it also sees a promotion made on another machine sharing the folder, so every copy of
 * the server serves it within a second.
 */
export const POINTER_POLL_MS = 500;

/**
 * Follows `live.json` while the shop runs. A pointer that is missing, malformed, or names a release
 * that is not there is not served: the last good one stays, and the reason is logged once.
 */
export class LiveReleaseFollower {
  #current: LiveReleases | undefined;
  #seen = '';
  #problem = '';
  #timer: NodeJS.Timeout | undefined;
  #manifests = new Map<string, Promise<ReleaseManifest>>();

  constructor(
    private readonly root: string,
    private readonly apps: AppName[],
    private readonly log: (message: string) => void = (message) => console.warn(`[composer] ${message}`),
    /** Where releases are fetched from into `root` before they are served; none: `root` holds them all. */
    private readonly bucket?: ReleaseBucket,
  ) {}

  /** Reads the pointer and follows it from then on; fails when there is no good pointer to start from. */
  async start(pollMs = POINTER_POLL_MS): Promise<this> {
    await this.refresh();
    if (!this.#current) throw new Error(`No release can be served: ${this.#problem}`);
    this.#timer = setInterval(() => void this.refresh(), pollMs);
    this.#timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  current(): LiveReleases {
    if (!this.#current) throw new Error('The live releases are not read yet');
    return this.#current;
  }

  /** Looks at the pointer now; cheap when it has not changed. */
  async refresh(): Promise<void> {
    const file = pointerFile(this.root);
    try {
      const { mtimeMs, size, ino } = await stat(file);
      const signature = `${mtimeMs}:${size}:${ino}`;
      if (signature === this.#seen && this.#current) return;
      const next = await this.#load(await readFile(file, 'utf8'));
      // A bad pointer is read again on the next look: the release it names may be arriving still.
      if ('problem' in next) return this.#report(next.problem);
      this.#seen = signature;
      this.#current = next;
      this.#problem = '';
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      this.#report(
        code === 'ENOENT' ? `there is no ${file}` : `${file} cannot be read (${code ?? String(error)})`,
      );
    }
  }

  async #load(text: string): Promise<LiveReleases | { problem: string }> {
    const pointer = parsePointer(text);
    if ('problem' in pointer) return pointer;
    const releases: Partial<Record<AppName, ReleaseManifest>> = {};
    for (const app of this.apps) {
      const id = pointer.live[app];
      if (!id) return { problem: `live.json names no live release of ${app}` };
      try {
        releases[app] = await this.manifest(app, id);
      } catch (error) {
        return { problem: (error as Error).message };
      }
    }
    return { pointer, releases: releases as Record<AppName, ReleaseManifest> };
  }

  /**
   * The release.json of any release of the app, fetched with the whole release from the bucket first
   * when there is one. It never changes once written, so each is read once; a failed read is tried again.
   */
  manifest(app: AppName, id: string): Promise<ReleaseManifest> {
    const key = `${app}/${id}`;
    let manifest = this.#manifests.get(key);
    if (!manifest) {
      const fetched = this.bucket ? this.bucket.fetchRelease(this.root, app, id) : Promise.resolve();
      manifest = fetched.then(() => readRelease(this.root, app, id));
      manifest.catch(() => this.#manifests.delete(key));
      this.#manifests.set(key, manifest);
    }
    return manifest;
  }

  #report(problem: string): void {
    if (problem === this.#problem) return;
    this.#problem = problem;
    if (this.#current) this.log(`${problem}; still serving the last good pointer`);
  }
}
