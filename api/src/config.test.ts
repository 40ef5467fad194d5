import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-real-secret-from-the-vault-0123456789abcdef',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'live-secret',
  RAZORPAY_API_BASE: 'https://api.razorpay.com',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  SHIPROCKET_EMAIL: 'ops@brass.example',
  SHIPROCKET_PASSWORD: 'shiprocket-password',
  SHIPROCKET_API_BASE: 'https://apiv2.shiprocket.in',
  GOOGLE_CLIENT_ID: '1234.apps.googleusercontent.com',
  GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  PUBLIC_API_ORIGIN: 'https://api.brass.example',
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

  it('reads lists, numbers and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://brass.example, https://www.brass.example',
      TAX_RATE: '0.05',
      PORT: '8080',
      TRUST_PROXY: 'true',
    });
    expect(config.corsOrigins).toEqual(['https://brass.example', 'https://www.brass.example']);
    expect(config).toMatchObject({ taxRate: 0.05, port: 8080, trustProxy: true });
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
      loadConfig({ ...productionEnv, SHIPROCKET_API_BASE: 'http://localhost:4010/shiprocket' }),
    ).toThrow(/SHIPROCKET_API_BASE points at http:\/\/localhost:4010\/shiprocket/);
  });

  it('starts in production when everything is set', () => {
    expect(loadConfig(productionEnv).nodeEnv).toBe('production');
  });

  it('refuses production with a rate-limit allow list, and reads it elsewhere', () => {
    expect(() => loadConfig({ ...productionEnv, RATE_LIMIT_ALLOW_LIST: '10.0.0.1' })).toThrow(
      'RATE_LIMIT_ALLOW_LIST must be empty',
    );
    expect(loadConfig({ RATE_LIMIT_ALLOW_LIST: '127.0.0.1, ::1' }).rateLimitAllowList).toEqual([
      '127.0.0.1',
      '::1',
    ]);
  });
});
