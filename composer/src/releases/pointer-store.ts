import type { AppName } from '@brass/shared/runtime-config';
import type { Canary, LivePointer } from './live-pointer.ts';

/** What a change of the pointer decided: the pointer to write (none when nothing changes), and its answer. */
export interface PointerWrite<T> {
  next?: LivePointer;
  answer: T;
}

/**
 * Tells a follower as soon as the pointer changed: resolves once listening, with the way to stop;
 * `onLost` is called once if the connection drops afterwards, after which nothing more is heard.
 */
export interface PointerNotifications {
  listen(onChange: () => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
}

/** Page loads on each side of a canary since it started. */
export interface CanaryViewCounts {
  live: number;
  canary: number;
}

/**
 * What every server and command shares beside the pointer, kept in the same place: the page loads
 * each server counted on each side of a canary, and the key preview links are signed with.
 */
export interface SharedState {
  /** Replaces one server's totals of a canary's page loads. */
  writeCanaryViews(server: string, app: AppName, canary: Canary, views: CanaryViewCounts): Promise<void>;
  /** A canary's page loads on each side, added up over every server that wrote them. */
  canaryViews(app: AppName, canary: Canary): Promise<CanaryViewCounts>;
  /** A random key, made by whichever of the commands and the servers needs it first, then kept. */
  previewKey(): Promise<string>;
}

/**
 * Where the live pointer is kept (a file in the releases folder, or PostgreSQL), for the release
 * functions and the servers following it. The rules of a change (version gates, routes, the history
 * it records) are the release functions'; a store reads, writes one change at a time, and says when
 * it changed. It keeps what servers share beside the pointer too.
 */
export interface PointerStore extends SharedState {
  /** The releases folder the pointer names releases in. */
  readonly root: string;
  /** Where the pointer is kept, as a log line says it. */
  readonly name: string;
  /** The pointer; undefined before the first promotion, or what is wrong with it. */
  load(): Promise<LivePointer | undefined | { problem: string }>;
  /** A cheap mark that changes whenever the pointer does, so a follower reads it again only then. */
  signature(): Promise<string>;
  /**
   * Runs `change` alone against the pointer as it is now (an empty one before the first promotion)
   * and writes what it decided in one step: no other change of this pointer runs in between.
   */
  change<T>(change: (pointer: LivePointer) => Promise<PointerWrite<T>>): Promise<T>;
  /** Present when the store tells of changes itself; otherwise a follower looks at `signature()`. */
  readonly notifications?: PointerNotifications;
  close(): Promise<void>;
}
