import '@brass/shared/theme.css';
import { loadRuntimeConfig } from '@brass/shared/runtime-config';
import { mountRootParcel } from 'single-spa';
import { bootstrap, mount, unmount } from '../parcel';

/**
 * Mounts the blog parcel into a plain page. The page says where the shop's runtime config lives
 * (data-config-url): only the shop's host serves /config.json in production, and reading that one
 * document keeps the API's address in a single place instead of writing it into this page or build.
 */
const domElement = document.querySelector<HTMLElement>('[data-brass-blog]');
if (!domElement) throw new Error('embed: no element marked data-brass-blog to mount the blog into');

try {
  await loadRuntimeConfig(domElement.dataset.configUrl);
  await mountRootParcel({ name: 'brass-blog', bootstrap, mount, unmount }, { domElement }).mountPromise;
} catch (error) {
  console.error('[blog embed] could not start', error);
  domElement.textContent = 'The blog could not be loaded. Please try again later.';
  domElement.setAttribute('role', 'alert');
}
