import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/** Compresses once at build time with the strongest settings, so serving costs no CPU per request. */
export async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(path);
    } else if (COMPRESSIBLE.test(entry.name) && (await stat(path)).size > 512) {
      const content = await readFile(path);
      await writeFile(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
