import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { CachedPage } from './page-cache.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality for pages: within a few bytes of the highest levels on the shop's pages (5 and 11
 * differ by a tenth) at a fortieth of their time, so the first visitor after a change waits about
 * two milliseconds for it. The compression runs on libuv's thread pool, not on the event loop.
 */
const BROTLI_QUALITY = 5;

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * A page made ready to send to any visitor: compressed once in each encoding browsers ask for, with
 * a validator of its content. The ETag is weak, as the same page is sent in three encodings.
 */
export async function finishedPage(
  status: number,
  html: string,
  headers: Record<string, string>,
): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity),
  ]);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status, etag, headers, identity, br, gzip };
}

/** The encoding to send a page in: brotli, else gzip, else none, as the browser accepts them. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether the browser's copy (`If-None-Match`) is this page: compared weakly, as RFC 9110 says for it. */
export function browserHasPage(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
