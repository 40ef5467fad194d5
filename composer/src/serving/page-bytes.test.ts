import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { browserHasPage, finishedPage, pageEncoding } from './page-bytes.ts';

describe('pageEncoding', () => {
  it('sends brotli where the browser takes it, else gzip, else the page as it is', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('deflate')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });

  it('never sends an encoding the browser refused with q=0', () => {
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('*;q=0')).toBe('identity');
    expect(pageEncoding('*')).toBe('br');
  });
});

describe('browserHasPage', () => {
  const etag = 'W/"abc"';
  it('matches the browser’s copy weakly, in a list or as *', () => {
    expect(browserHasPage('W/"abc"', etag)).toBe(true);
    expect(browserHasPage('"abc"', etag)).toBe(true);
    expect(browserHasPage('"x", W/"abc"', etag)).toBe(true);
    expect(browserHasPage('*', etag)).toBe(true);
    expect(browserHasPage('W/"abd"', etag)).toBe(false);
    expect(browserHasPage(undefined, etag)).toBe(false);
  });
});

describe('finishedPage', () => {
  it('holds the page in each encoding, with a validator that changes with its content', async () => {
    const html = '<!doctype html><p>₹ 1,200 · Nataraja</p>'.repeat(50);
    const page = await finishedPage(200, html, { 'Content-Security-Policy': "default-src 'self'" });
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.identity.toString()).toBe(html);
    expect(page.br.length).toBeLessThan(page.identity.length / 5);
    expect((await finishedPage(200, html, {})).etag).toBe(page.etag);
    expect((await finishedPage(200, `${html} `, {})).etag).not.toBe(page.etag);
  });
});
