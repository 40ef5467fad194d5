import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderRequest } from '@brass/shared/remote-pages';
import type { AppName, RuntimeConfig } from '@brass/shared/runtime-config';
import { RENDERER_FILE, SERVER_DIR, releaseFolder } from '../releases/layout.ts';

/**
 * What a remote's server renderer (`server/render.js` of a release) exports. A renderer built before
 * pages had a status gives the markup alone.
 */
export type RenderPage = (
  request: RenderRequest,
  config: RuntimeConfig,
) => Promise<RenderedPage | string | undefined>;

/**
 * The server renderers of releases, loaded side by side and kept by release id: a promotion loads
 * the new renderer beside the old one, without a restart, and a page composed from the old release
 * is still rendered by its own. Node cannot unload a module, so each stays in memory for the life of
 * the process; that is a few hundred kilobytes per release promoted.
 */
export class Renderers {
  #loaded = new Map<string, Promise<RenderPage | undefined>>();

  constructor(private readonly root: string) {}

  of(app: AppName, id: string): Promise<RenderPage | undefined> {
    const key = `${app}/${id}`;
    let renderer = this.#loaded.get(key);
    if (!renderer) {
      const file = join(releaseFolder(this.root, app, id), SERVER_DIR, RENDERER_FILE);
      renderer = existsSync(file)
        ? import(pathToFileURL(file).href).then((module: { renderPage: RenderPage }) => module.renderPage)
        : Promise.resolve(undefined);
      renderer.catch(() => this.#loaded.delete(key));
      this.#loaded.set(key, renderer);
    }
    return renderer;
  }
}
