import { describe, expect, it } from 'vitest';
import { photoOriginFromEnv } from './runtime-config-from-env.ts';

describe("the origin of the photos' bucket", () => {
  it('is the origin of S3_PUBLIC_URL, the address the API gives the photos it keeps in a bucket', () => {
    expect(photoOriginFromEnv({ S3_PUBLIC_URL: 'https://photos.brassaangan.in/products/' })).toBe(
      'https://photos.brassaangan.in',
    );
    expect(photoOriginFromEnv({ S3_PUBLIC_URL: 'http://127.0.0.1:9000/brass-photos' })).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('is none when S3_PUBLIC_URL is unset or empty: the API serves the photos itself', () => {
    expect(photoOriginFromEnv({})).toBeUndefined();
    expect(photoOriginFromEnv({ S3_PUBLIC_URL: '' })).toBeUndefined();
  });

  it('refuses a value that is not an http(s) address, naming the setting', () => {
    for (const value of ['photos.brassaangan.in', 'ftp://photos.brassaangan.in', 'javascript:alert(1)']) {
      expect(() => photoOriginFromEnv({ S3_PUBLIC_URL: value }), value).toThrow(
        'S3_PUBLIC_URL must be an http or https address',
      );
    }
  });
});
