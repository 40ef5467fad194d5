import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionWarnings } from './config.js';
import { productionSettings } from '../test/production-settings.js';

const photoBucket = {
  S3_BUCKET: 'brass-photos',
  S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY',
  S3_SECRET_ACCESS_KEY: 'example-secret-key',
  S3_PUBLIC_URL: 'https://photos.brass.example',
};

describe('loadConfig', () => {
  it('runs the local shop with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      pickupPincode: '600001',
      taxRate: 0.12,
      razorpay: { apiBase: 'http://127.0.0.1:4010/razorpay' },
      shiprocket: { apiBase: 'http://127.0.0.1:4010/shiprocket' },
      google: {
        jwksUrl: 'http://127.0.0.1:4010/google/oauth2/v3/certs',
        issuers: ['accounts.google.com', 'https://accounts.google.com'],
      },
    });
    expect(config.pgliteDir).toMatch(/api[/\\]\.data[/\\]pglite$/);
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:5173', 'http://127.0.0.1:5177']),
    );
  });

  it('lets every app of the local shop call it by default: the host, the remotes and the back office on 5178', () => {
    const ports = [5173, 5174, 5175, 5176, 5177, 5178];
    expect(loadConfig({}).corsOrigins.toSorted()).toEqual(
      ports.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]).toSorted(),
    );
  });

  it('reads lists, numbers and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://brass.example, https://www.brass.example',
      TAX_RATE: '0.05',
      PORT: '8080',
    });
    expect(config.corsOrigins).toEqual(['https://brass.example', 'https://www.brass.example']);
    expect(config).toMatchObject({ taxRate: 0.05, port: 8080 });
  });

  it('takes a TAX_RATE the back office can show: 0 to 0.28 in hundredths of a percent', () => {
    expect(loadConfig({ TAX_RATE: '0.0025' }).taxRate).toBe(0.0025);
    expect(loadConfig({ TAX_RATE: '0.28' }).taxRate).toBe(0.28);
    for (const value of ['0.29', '-0.01', '0.12345', '12']) {
      expect(() => loadConfig({ TAX_RATE: value }), value).toThrow(
        'TAX_RATE: TAX_RATE must be a fraction from 0 to 0.28 with at most four decimals, such as 0.12 for 12 percent',
      );
    }
  });

  it('reconciles payments with Razorpay every 5 minutes by default, or as RAZORPAY_RECONCILE_INTERVAL_MS says, unless turned off', () => {
    expect(loadConfig({}).paymentReconciliation).toEqual({ enabled: true, intervalMs: 300_000 });
    expect(
      loadConfig({ RAZORPAY_RECONCILIATION: 'off', RAZORPAY_RECONCILE_INTERVAL_MS: '120000' })
        .paymentReconciliation,
    ).toEqual({ enabled: false, intervalMs: 120_000 });
    for (const [name, value] of [
      ['RAZORPAY_RECONCILIATION', 'no'],
      ['RAZORPAY_RECONCILE_INTERVAL_MS', '59999'],
      ['RAZORPAY_RECONCILE_INTERVAL_MS', 'often'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), value).toThrow(name);
    }
  });

  it('keeps uploaded photos beside the database, in IMAGE_STORE_DIR, or in a bucket once all five S3 settings are set', () => {
    expect(loadConfig({}).imageStore).toEqual({
      kind: 'filesystem',
      dir: expect.stringMatching(/api[/\\]\.data[/\\]images$/),
    });
    expect(loadConfig({ PGLITE_DIR: '/var/brass/pglite' }).imageStore).toEqual({
      kind: 'filesystem',
      dir: '/var/brass/images',
    });
    expect(loadConfig({ IMAGE_STORE_DIR: '/srv/photos' }).imageStore).toEqual({
      kind: 'filesystem',
      dir: '/srv/photos',
    });
    expect(loadConfig(photoBucket).imageStore).toEqual({
      kind: 's3',
      bucket: 'brass-photos',
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLEKEY',
      secretAccessKey: 'example-secret-key',
      publicUrl: 'https://photos.brass.example',
      forcePathStyle: true,
    });
    const { S3_SECRET_ACCESS_KEY: _secret, S3_PUBLIC_URL: _url, ...half } = photoBucket;
    expect(() => loadConfig(half)).toThrow('S3 photo storage also needs S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL');
  });

  it('trusts forwarded addresses only from the listed proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '1', '2'])('refuses TRUST_PROXY=%s, which lets any client choose its address', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: .*any client.*write the addresses of the proxies in front of the API, such as 10\.0\.0\.0\/8/,
    );
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8x'])('refuses TRUST_PROXY=%s, naming it', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY: ${value} is not an address, a range such as 10.0.0.0/8, or loopback, linklocal, uniquelocal`,
    );
  });

  it.each([
    '0.0.0.0/0',
    '0.0.0.0/1,128.0.0.0/1',
    '8.0.0.0/7',
    '::/0',
    '2000::/3',
    '::ffff:0.0.0.0/96',
    'fc00::/6',
  ])('refuses TRUST_PROXY=%s, wider than a private network', (value) => {
    const wide = value.split(',')[0]!;
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY: ${wide} is wider than a private network, so clients in it could choose the address the rate limits see`,
    );
  });

  it('trusts proxy ranges no wider than a private network', () => {
    const ranges =
      '10.0.0.0/8, 172.16.0.0/12, 35.191.0.0/16, fc00::/7, fe80::/10, 2400:cb00::/32, ::ffff:10.0.0.0/104';
    expect(loadConfig({ TRUST_PROXY: ranges }).trustProxy).toEqual(ranges.split(', '));
  });

  it('names every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', TAX_RATE: '12', PICKUP_PINCODE: '60001' })).toThrow(
      /PORT:[\s\S]*PICKUP_PINCODE: PICKUP_PINCODE must be a six-digit Indian pincode[\s\S]*TAX_RATE:/,
    );
  });

  it('refuses production with sandbox addresses or development secrets, naming each', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('Refusing to start with NODE_ENV=production');
    for (const name of [
      'RAZORPAY_API_BASE',
      'SHIPROCKET_API_BASE',
      'GOOGLE_JWKS_URL',
      'JWT_SECRET',
      'RAZORPAY_KEY_SECRET',
    ]) {
      expect(message).toContain(name);
    }
    expect(() =>
      loadConfig({ ...productionSettings, SHIPROCKET_API_BASE: 'http://localhost:4010/shiprocket' }),
    ).toThrow(/SHIPROCKET_API_BASE points at http:\/\/localhost:4010\/shiprocket/);
  });

  it('starts in production when everything is set', () => {
    expect(loadConfig(productionSettings).nodeEnv).toBe('production');
  });

  it('refuses production mail through the sandbox catcher, from a development address or to local links', () => {
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_SHOP_ORIGIN'] as const) {
      const { [name]: _unset, ...env } = productionSettings;
      expect(() => loadConfig(env)).toThrow(name);
    }
    expect(loadConfig({ PUBLIC_SHOP_ORIGIN: 'https://brass.example/' }).publicShopOrigin).toBe(
      'https://brass.example',
    );
  });

  it('refuses production with a rate-limit allow list, and reads it elsewhere', () => {
    expect(() => loadConfig({ ...productionSettings, RATE_LIMIT_ALLOW_LIST: '10.0.0.1' })).toThrow(
      'RATE_LIMIT_ALLOW_LIST must be empty',
    );
    expect(loadConfig({ RATE_LIMIT_ALLOW_LIST: '127.0.0.1, ::1' }).rateLimitAllowList).toEqual([
      '127.0.0.1',
      '::1',
    ]);
  });

  it('answers the webhook with the sandbox secret locally, and runs production without one', () => {
    expect(loadConfig({}).razorpay.webhookSecret).toBe('sandbox_razorpay_webhook_secret');
    const { RAZORPAY_WEBHOOK_SECRET: _unset, ...withoutWebhook } = productionSettings;
    expect(loadConfig(withoutWebhook).razorpay.webhookSecret).toBeUndefined();
    expect(() =>
      loadConfig({ ...productionSettings, RAZORPAY_WEBHOOK_SECRET: 'sandbox_razorpay_webhook_secret' }),
    ).toThrow(/RAZORPAY_WEBHOOK_SECRET is not set \(the development value/);
  });

  it('reads token lifetimes as seconds: 15 minutes and 30 days by default', () => {
    expect(loadConfig({})).toMatchObject({
      jwt: { accessTokenTtlSeconds: 900 },
      refreshTokenTtlSeconds: 2_592_000,
    });
    expect(loadConfig({ ACCESS_TOKEN_TTL: '5m', REFRESH_TOKEN_TTL: '2w' })).toMatchObject({
      jwt: { accessTokenTtlSeconds: 300 },
      refreshTokenTtlSeconds: 1_209_600,
    });
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'forever', REFRESH_TOKEN_TTL: '0d' })).toThrow(
      /ACCESS_TOKEN_TTL must look like 15m, 12h or 30d[\s\S]*REFRESH_TOKEN_TTL must look like 15m, 12h or 30d/,
    );
  });
});

/** The message of the refusal to start, or '' when the settings start. */
function refusalOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('production start-up checks', () => {
  it('refuses CORS origins that are not https, are local or private, or are not origins', () => {
    for (const [origins, problem] of [
      ['http://brass.example', 'CORS_ORIGINS must list https origins (http://brass.example is not)'],
      [
        'https://brass.example,https://localhost:5173',
        'CORS_ORIGINS lists https://localhost:5173, a private or local address',
      ],
      ['https://10.0.0.5', 'CORS_ORIGINS lists https://10.0.0.5, a private or local address'],
      [
        'https://brass.example/',
        'CORS_ORIGINS: https://brass.example/ is not an origin such as https://brass.example',
      ],
    ]) {
      expect(refusalOf({ ...productionSettings, CORS_ORIGINS: origins! })).toContain(problem);
    }
  });

  it("refuses production without CORS_ORIGINS, whose default is the local shop's", () => {
    const { CORS_ORIGINS: _unset, ...settings } = productionSettings;
    expect(refusalOf(settings)).toContain(
      "CORS_ORIGINS is not set (the default is the local shop's http://localhost origins)",
    );
    expect(refusalOf(productionSettings)).toBe('');
  });

  it('refuses wildcard CORS origins', () => {
    for (const origins of ['*', 'https://brass.example,*', 'https://*.brass.example', 'https://brass.*']) {
      expect(refusalOf({ ...productionSettings, CORS_ORIGINS: origins })).toMatch(
        /CORS_ORIGINS must list exact origins/,
      );
    }
    expect(refusalOf(productionSettings)).toBe('');
  });

  it('refuses secrets that are too short', () => {
    const message = refusalOf({
      ...productionSettings,
      RAZORPAY_KEY_SECRET: 'Xk29fLq7',
      RAZORPAY_WEBHOOK_SECRET: 'p8Vr2mQz5tLw9Kx3',
    });
    expect(message).toMatch(/RAZORPAY_KEY_SECRET is too weak: 8 characters, at least 20 are needed/);
    expect(message).toMatch(/RAZORPAY_WEBHOOK_SECRET is too weak: 16 characters, at least 32 are needed/);
  });

  it('refuses secrets of few characters, or of one piece repeated', () => {
    for (const weak of ['a'.repeat(48), 'ab12'.repeat(12), `${'a'.repeat(24)}Xk9mQ2pLr7Tz4Wn8`]) {
      expect(refusalOf({ ...productionSettings, JWT_SECRET: weak })).toMatch(
        /JWT_SECRET is too weak: it repeats too few characters \(\d\.\d bits of entropy per character, at least 3/,
      );
    }
    expect(refusalOf({ ...productionSettings, JWT_SECRET: '0123456789abcdef'.repeat(3) })).toMatch(
      /JWT_SECRET is too weak: it repeats a piece of 16 characters/,
    );
  });

  it('refuses secrets that read like words', () => {
    for (const weak of [
      'correct-horse-battery-staple-brass-shop',
      'MySuperSecretProductionJsonWebTokenKey!',
      'BrassAanganWebhookSecretForRazorpay2026',
    ]) {
      expect(refusalOf({ ...productionSettings, RAZORPAY_WEBHOOK_SECRET: weak })).toMatch(
        /RAZORPAY_WEBHOOK_SECRET is too weak: it reads like words/,
      );
    }
  });

  it('starts with secrets made by a random generator', () => {
    // openssl rand -hex 32, openssl rand -base64 32, and a Razorpay-issued key secret.
    expect(
      refusalOf({
        ...productionSettings,
        JWT_SECRET: '9b1d5c0e6a2f47f3b8e4d1c7a0f95e3b2c6d8a1f4e7b0c3d5a9e2f6b1c4d7a0e',
        RAZORPAY_WEBHOOK_SECRET: 'q3Jx9Zt+Lm2Vb8Rk/Wp5Hs1Nd7Fg4Cy0Ae6Tu3Ko9Mi=',
        RAZORPAY_KEY_SECRET: 'A7fKq2Lm9XzR4tBv8NcW1pYd',
      }),
    ).toBe('');
  });

  it('refuses provider URLs and public origins on private, loopback, link-local or unique-local addresses', () => {
    const hosts = [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '[fe80::1]',
      '[fd00:1::5]',
      '[::ffff:10.0.0.1]',
      'localhost',
      'shop.localhost',
    ];
    for (const name of ['RAZORPAY_API_BASE', 'SHIPROCKET_API_BASE', 'GOOGLE_JWKS_URL', 'PUBLIC_API_ORIGIN']) {
      for (const host of hosts) {
        const value = `https://${host}/v1`;
        expect(refusalOf({ ...productionSettings, [name]: value }), `${name}=${value}`).toContain(
          `${name} points at ${value}, a private or local address`,
        );
      }
    }
    // Public addresses pass, in both families.
    for (const value of ['https://8.8.8.8/v1', 'https://[2606:4700::6810:84e5]/v1']) {
      expect(refusalOf({ ...productionSettings, RAZORPAY_API_BASE: value })).toBe('');
    }
  });

  it('refuses provider URLs and public origins that are not https', () => {
    for (const name of ['RAZORPAY_API_BASE', 'SHIPROCKET_API_BASE', 'GOOGLE_JWKS_URL', 'PUBLIC_API_ORIGIN']) {
      expect(refusalOf({ ...productionSettings, [name]: 'http://api.brass.example' })).toContain(
        `${name} must use https (it is http://api.brass.example)`,
      );
    }
  });

  it('refuses a public address of the photo bucket that browsers could not reach over https', () => {
    expect(loadConfig({ ...productionSettings, ...photoBucket }).imageStore.kind).toBe('s3');
    expect(
      refusalOf({ ...productionSettings, ...photoBucket, S3_PUBLIC_URL: 'http://photos.brass.example' }),
    ).toContain('S3_PUBLIC_URL must use https (it is http://photos.brass.example)');
    expect(
      refusalOf({ ...productionSettings, ...photoBucket, S3_PUBLIC_URL: 'https://10.0.0.5/photos' }),
    ).toContain('S3_PUBLIC_URL points at https://10.0.0.5/photos, a private or local address');
  });

  it('warns, without refusing, when no webhook secret is set', () => {
    const { RAZORPAY_WEBHOOK_SECRET: _unset, ...withoutWebhook } = productionSettings;
    expect(productionWarnings(loadConfig(withoutWebhook))).toEqual([
      expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET is not set: /),
    ]);
    expect(productionWarnings(loadConfig(productionSettings))).toEqual([]);
    expect(productionWarnings(loadConfig({}))).toEqual([]);
  });

  it('refuses production with neither the webhook nor the reconciliation, which alone would make the order of a payment whose shopper never came back', () => {
    const { RAZORPAY_WEBHOOK_SECRET: _unset, ...withoutWebhook } = productionSettings;
    expect(refusalOf({ ...withoutWebhook, RAZORPAY_RECONCILIATION: 'off' })).toContain(
      'RAZORPAY_RECONCILIATION is off and RAZORPAY_WEBHOOK_SECRET is not set',
    );
    expect(() => loadConfig(withoutWebhook)).not.toThrow();
    expect(() => loadConfig({ ...productionSettings, RAZORPAY_RECONCILIATION: 'off' })).not.toThrow();
  });

  it('refuses production with an access token over 1 hour or a refresh token over 90 days', () => {
    expect(refusalOf({ ...productionSettings, ACCESS_TOKEN_TTL: '61m' })).toContain(
      'ACCESS_TOKEN_TTL must be 1h or less',
    );
    expect(refusalOf({ ...productionSettings, REFRESH_TOKEN_TTL: '91d' })).toContain(
      'REFRESH_TOKEN_TTL must be 90d or less',
    );
    expect(refusalOf({ ...productionSettings, ACCESS_TOKEN_TTL: '1h', REFRESH_TOKEN_TTL: '90d' })).toBe('');
  });
});
