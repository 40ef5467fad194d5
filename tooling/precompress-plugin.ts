import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * A build writes a Brotli and a gzip copy beside every text file over 512 bytes, at the strongest
 * settings: compressed once here, the shop's servers send them as they are and spend no CPU per
 * request (`composer/src/serving/app-server.ts`).
 */
export function precompressPlugin(): Plugin {
  return compression({
    include: /\.(js|mjs|css|html|json|svg|txt|map)$/,
    threshold: 513,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    // Every file of a release has its copies, as the servers expect, even where one saves nothing.
    skipIfLargerOrEqual: false,
  });
}
