import { folderPointer } from '../src/releases/folder-pointer.ts';
import type { PointerStore } from '../src/releases/pointer-store.ts';

/** A place to keep a test's pointer, opened for its scratch releases folder. */
export interface PointerStoreUnderTest {
  name: string;
  open(root: string): Promise<PointerStore>;
}

/** The stores the pointer's behaviour tests run on, each test on a scratch releases folder of its own. */
export function pointerStoresUnderTest(): PointerStoreUnderTest[] {
  return [{ name: 'live.json', open: async (root) => folderPointer(root) }];
}
