import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ReleaseError } from '../apps.ts';
import { folderSharedState } from './folder-shared-state.ts';
import { pointerFile } from './layout.ts';
import { EMPTY_POINTER, damagedPointer, parsePointer, type LivePointer } from './live-pointer.ts';
import type { PointerStore, PointerWrite } from './pointer-store.ts';

const LOCK_WAIT_MS = 10_000;
/** A lock older than this was left by a command that died; nothing holds one for more than a moment. */
const STALE_LOCK_MS = 30_000;

/**
 * Runs a change of the pointer alone: two teams promoting at the same moment must not lose one of
 * the promotions to a read-modify-write race. The lock is a file made with O_EXCL, which also
 * works between machines sharing the folder.
 */
async function withPointerLock<T>(root: string, change: () => Promise<T>): Promise<T> {
  const lock = `${pointerFile(root)}.lock`;
  await mkdir(dirname(lock), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await (await open(lock, 'wx')).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > STALE_LOCK_MS) await rm(lock, { force: true });
      else if (Date.now() > deadline)
        throw new ReleaseError(`Another promotion holds ${lock}; try again in a moment.`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await change();
  } finally {
    await rm(lock, { force: true });
  }
}

/** Replaces live.json in one step: readers see the old pointer or the new one, never half of one. */
async function writePointer(root: string, pointer: LivePointer): Promise<void> {
  const temporary = `${pointerFile(root)}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
  await rename(temporary, pointerFile(root));
}

/** The pointer as `releases/live.json`, the default: nothing to run beside the releases folder. */
export function folderPointer(root: string): PointerStore {
  const file = pointerFile(root);
  const load = async () => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return parsePointer(text);
  };
  return {
    ...folderSharedState(root),
    root,
    name: file,
    load,
    async signature() {
      const { mtimeMs, size, ino } = await stat(file);
      return `${mtimeMs}:${size}:${ino}`;
    },
    change<T>(change: (pointer: LivePointer) => Promise<PointerWrite<T>>) {
      return withPointerLock(root, async () => {
        const pointer = await load();
        if (pointer && 'problem' in pointer) throw damagedPointer(pointer.problem);
        const { next, answer } = await change(pointer ?? EMPTY_POINTER);
        if (next) await writePointer(root, next);
        return answer;
      });
    },
    close: async () => {},
  };
}
