import type { AppName } from '@brass/shared/runtime-config';
import type { LivePointer } from '../releases/live-pointer.ts';
import type { PointerStore } from '../releases/pointer-store.ts';
import type { ReleaseBucket } from '../releases/release-bucket.ts';
import { readRelease, type ReleaseManifest } from '../releases/release-manifest.ts';
import { PointerWatch, RELISTEN_FIRST_MS } from './pointer-watch.ts';

/** What the shop serves right now: the pointer and the release.json of every live release. */
export interface LiveReleases {
  pointer: LivePointer;
  releases: Record<AppName, ReleaseManifest>;
}

/**
 * How often the pointer is looked at when its store sends no notifications (or lost them). A stat
 * every half second costs nothing, and unlike a file watch it also sees a promotion made on another
 * machine sharing the folder, so every copy of the server serves it within a second.
 */
export const POINTER_POLL_MS = 500;

/**
 * Follows the pointer while the shop runs: on each notification of a store that sends them, otherwise
 * by looking at it every `pollMs`. A pointer that is missing, malformed, or names a release
 * that is not there is not served: the last good one stays, and the reason is logged once.
 */
export class LiveReleaseFollower {
  #current: LiveReleases | undefined;
  #seen = '';
  #problem = '';
  #watch: PointerWatch | undefined;
  #next: Promise<void> | undefined;
  #last: Promise<void> = Promise.resolve();
  #manifests = new Map<string, Promise<ReleaseManifest>>();

  constructor(
    readonly store: PointerStore,
    private readonly apps: AppName[],
    private readonly log: (message: string) => void = (message) => console.warn(`[composer] ${message}`),
    /** Where releases are fetched from into `root` before they are served; none: `root` holds them all. */
    private readonly bucket?: ReleaseBucket,
  ) {}

  /** Reads the pointer and follows it from then on; fails when there is no good pointer to start from. */
  async start(pollMs = POINTER_POLL_MS, relistenMs = RELISTEN_FIRST_MS): Promise<this> {
    await this.refresh();
    if (!this.#current) throw new Error(`No release can be served: ${this.#problem}`);
    this.#watch = new PointerWatch(this.store, () => this.refresh(), { pollMs, relistenMs, log: this.log });
    await this.#watch.start();
    return this;
  }

  async stop(): Promise<void> {
    await this.#watch?.stop();
  }

  current(): LiveReleases {
    if (!this.#current) throw new Error('The live releases are not read yet');
    return this.#current;
  }

  /**
   * Looks at the pointer now; cheap when it has not changed. Looks run one at a time, so a slow one
   * never replaces what a later one found; those asked for meanwhile are one more look.
   */
  refresh(): Promise<void> {
    this.#next ??= this.#last.then(() => {
      this.#next = undefined;
      return this.#look();
    });
    this.#last = this.#next;
    return this.#next;
  }

  async #look(): Promise<void> {
    const { name } = this.store;
    try {
      const signature = await this.store.signature();
      if (signature === this.#seen && this.#current) return;
      const pointer = await this.store.load();
      const next = pointer === undefined ? { problem: `there is no ${name}` } : await this.#load(pointer);
      // A bad pointer is read again on the next look: the release it names may be arriving still.
      if ('problem' in next) return this.#report(next.problem);
      this.#seen = signature;
      this.#current = next;
      this.#problem = '';
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      this.#report(
        code === 'ENOENT' ? `there is no ${name}` : `${name} cannot be read (${code ?? String(error)})`,
      );
    }
  }

  async #load(pointer: LivePointer | { problem: string }): Promise<LiveReleases | { problem: string }> {
    if ('problem' in pointer) return pointer;
    const releases: Partial<Record<AppName, ReleaseManifest>> = {};
    for (const app of this.apps) {
      const id = pointer.live[app];
      if (!id) return { problem: `${this.store.name} names no live release of ${app}` };
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
      const fetched = this.bucket ? this.bucket.fetchRelease(this.store.root, app, id) : Promise.resolve();
      manifest = fetched.then(() => readRelease(this.store.root, app, id));
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
