import { describe, expect, it } from 'vitest';
import { defaultOptions, optionsFromEnv, resolveOptions } from './config.js';

describe('settings', () => {
  it('keeps every default when no variable is set', () => {
    const options = resolveOptions(optionsFromEnv({}));
    expect(options.razorpay).toEqual(defaultOptions.razorpay);
    expect(options.shiprocket).toEqual(defaultOptions.shiprocket);
    expect(options.logLevel).toBe('warn');
  });

  it('reads the SANDBOX_* variables', () => {
    const options = resolveOptions(
      optionsFromEnv({
        SANDBOX_LOG_LEVEL: 'info',
        SANDBOX_RAZORPAY_KEY_ID: 'rzp_test_x',
        SANDBOX_RAZORPAY_KEY_SECRET: 'x_secret',
        SANDBOX_RAZORPAY_WEBHOOK_URL: 'http://127.0.0.1:4000/api/razorpay/webhook',
        SANDBOX_RAZORPAY_WEBHOOK_SECRET: 'hook_secret',
        SANDBOX_SHIPROCKET_EMAIL: 'a@b.in',
        SANDBOX_SHIPROCKET_PASSWORD: 'pw',
        SANDBOX_SHIPROCKET_TOKEN_TTL_S: '30',
        SANDBOX_SHIPROCKET_STEP_S: '5',
      }),
    );
    expect(options).toMatchObject({
      logLevel: 'info',
      razorpay: {
        keyId: 'rzp_test_x',
        keySecret: 'x_secret',
        webhook: { url: 'http://127.0.0.1:4000/api/razorpay/webhook', secret: 'hook_secret' },
      },
      shiprocket: { email: 'a@b.in', password: 'pw', tokenTtlSeconds: 30, trackingStepSeconds: 5 },
    });
  });

  it('refuses half a webhook and a step that is not a positive number', () => {
    expect(() => optionsFromEnv({ SANDBOX_RAZORPAY_WEBHOOK_URL: 'http://127.0.0.1:4000/hook' })).toThrow(
      /SANDBOX_RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => optionsFromEnv({ SANDBOX_SHIPROCKET_STEP_S: 'soon' })).toThrow(/SANDBOX_SHIPROCKET_STEP_S/);
  });
});
