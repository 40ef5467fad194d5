import type { RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';

/** What the thread of a release's renderer is given when it starts: the address of `server/render.js`. */
export interface RendererThreadData {
  renderer: string;
}

/** What the composition server asks the thread of a release's renderer. */
export type ToRendererThread =
  /** `requestId`: the id of the page rendered, which the render's calls to the API carry. */
  | { type: 'render'; id: number; request: RenderRequest; config: RuntimeConfig; requestId: string }
  /** Answered at once by a thread whose event loop is free: one that does not answer is stuck in code. */
  | { type: 'ping' };

/**
 * What the thread answers. A render's value is whatever `renderPage` returned, carried as the
 * structured clone algorithm copies it; a value it cannot copy is answered as a render that threw.
 */
export type FromRendererThread =
  | { type: 'loaded' }
  | { type: 'failed'; reason: string }
  | { type: 'rendered'; id: number; value: unknown }
  | { type: 'threw'; id: number; reason: string }
  | { type: 'pong' };
