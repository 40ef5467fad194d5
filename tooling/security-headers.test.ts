import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../shared/src/runtime-config.ts';
import { contentSecurityPolicy, pageSecurityHeaders, scriptHash } from './security-headers.ts';

const production: RuntimeConfig = {
  apiBase: 'https://api.brassaangan.in',
  remotes: {
    catalog: 'https://cdn.brassaangan.in/catalog/mf-manifest.json',
    checkout: 'https://cdn.brassaangan.in/checkout/mf-manifest.json',
    account: 'https://account.brassaangan.in/mf-manifest.json',
    blog: 'https://blog.brassaangan.in/mf-manifest.json',
    admin: 'https://cdn.brassaangan.in/admin/mf-manifest.json',
  },
  razorpayCheckoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  googleScriptUrl: 'https://accounts.google.com/gsi/client',
  googleClientId: 'shop.apps.googleusercontent.com',
  routes: [],
  releases: {},
};
const shopOrigin = 'https://brassaangan.in';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('the Content-Security-Policy of a page', () => {
  it("runs scripts only from the shop's origins, the providers' scripts and the page's own inline scripts", () => {
    const policy = directives(
      contentSecurityPolicy({ config: production, shopOrigin, scriptHashes: ["'sha256-abc='"] }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://brassaangan.in',
      'https://cdn.brassaangan.in',
      'https://account.brassaangan.in',
      'https://blog.brassaangan.in',
      'https://checkout.razorpay.com',
      'https://accounts.google.com',
    ]);
  });

  it('never allows other inline scripts, eval, plugins, a foreign base or being framed', () => {
    const policy = contentSecurityPolicy({ config: production, shopOrigin, scriptHashes: ["'sha256-abc='"] });
    expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directives(policy).get('object-src')).toEqual(["'none'"]);
    expect(directives(policy).get('base-uri')).toEqual(["'none'"]);
    expect(directives(policy).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(policy).get('form-action')).toEqual(["'self'"]);
    expect(directives(policy).get('default-src')).toEqual(["'self'"]);
  });

  it("lets Razorpay's and Google's frames in, and calls reach the API, remotes and providers", () => {
    const policy = directives(contentSecurityPolicy({ config: production, shopOrigin }));
    expect(policy.get('frame-src')).toEqual([
      'https://checkout.razorpay.com',
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
      'https://accounts.google.com',
    ]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://brassaangan.in',
        'https://api.brassaangan.in',
        'https://cdn.brassaangan.in',
        'https://api.razorpay.com',
        'https://accounts.google.com',
      ]),
    );
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://api.brassaangan.in', 'data:']));
  });

  it('follows the runtime config: the sandbox stands in for both providers locally', () => {
    const local: RuntimeConfig = {
      ...production,
      apiBase: 'http://localhost:4000',
      remotes: {
        catalog: 'http://localhost:5174/mf-manifest.json',
        checkout: 'http://localhost:5175/mf-manifest.json',
        account: 'http://localhost:5176/mf-manifest.json',
        blog: 'http://localhost:5177/mf-manifest.json',
        admin: 'http://localhost:5178/mf-manifest.json',
      },
      razorpayCheckoutUrl: 'http://localhost:4010/razorpay/checkout.js',
      googleScriptUrl: 'http://localhost:4010/google/gsi/client',
    };
    const policy = directives(contentSecurityPolicy({ config: local, shopOrigin: 'http://localhost:5173' }));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://localhost:5173',
      'http://localhost:5174',
      'http://localhost:5175',
      'http://localhost:5176',
      'http://localhost:5177',
      'http://localhost:5178',
      'http://localhost:4010',
    ]);
    expect(policy.get('frame-src')).toEqual(['http://localhost:4010']);
    expect(policy.get('connect-src')).toContain('http://localhost:4000');
  });
});

describe('the images a page may show', () => {
  it("come from the shop's origins and the API, and nowhere else while the API keeps the photos itself", () => {
    const policy = directives(contentSecurityPolicy({ config: production, shopOrigin }));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://brassaangan.in',
      'https://cdn.brassaangan.in',
      'https://account.brassaangan.in',
      'https://blog.brassaangan.in',
      'https://api.brassaangan.in',
    ]);
  });

  it("also come from the photos' bucket when the API keeps them in one, and only for images", () => {
    const policy = directives(
      contentSecurityPolicy({ config: production, shopOrigin, photoOrigin: 'https://photos.brassaangan.in' }),
    );
    expect(policy.get('img-src')).toContain('https://photos.brassaangan.in');
    for (const [name, sources] of policy) {
      if (name !== 'img-src') expect(sources, name).not.toContain('https://photos.brassaangan.in');
    }
  });

  it("name the bucket once when it shares an origin with the shop's files", () => {
    const policy = directives(
      contentSecurityPolicy({ config: production, shopOrigin, photoOrigin: 'https://cdn.brassaangan.in' }),
    );
    expect(policy.get('img-src')?.filter((source) => source === 'https://cdn.brassaangan.in')).toHaveLength(
      1,
    );
  });
});

describe('the security headers of a page', () => {
  it('always carry the policy, nosniff and the referrer policy', () => {
    const headers = pageSecurityHeaders({
      config: production,
      shopOrigin,
      scriptHashes: ["'sha256-abc='"],
      https: false,
    });
    expect(headers['Content-Security-Policy']).toContain("'sha256-abc='");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('ask for https only on a page that came over https', () => {
    expect(pageSecurityHeaders({ config: production, shopOrigin, https: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(pageSecurityHeaders({ config: production, shopOrigin, https: true })).toHaveProperty(
      'Strict-Transport-Security',
      'max-age=31536000',
    );
  });

  it('allow an inline script by the SHA-256 of its exact UTF-8 text, as browsers check it', () => {
    expect(scriptHash('document.title="₹ 1,200"')).toBe(
      "'sha256-g9eCmrEK8qnffI+tLABBvgcxr3FHDfNAuB/r/mguYks='",
    );
    expect(scriptHash('document.title="₹ 1,200";')).not.toBe(scriptHash('document.title="₹ 1,200"'));
  });
});
