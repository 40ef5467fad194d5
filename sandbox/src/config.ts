/**
 * Settings of the sandbox. The defaults equal the API's development values (`api/src/config.ts`,
 * `developmentSecrets`), so `pnpm start` joins the two with no variable set.
 */
export interface RazorpayWebhookTarget {
  url: string;
  secret: string;
}

export interface SandboxOptions {
  logLevel: string;
  /** Milliseconds since the epoch; tests pass a clock they can move. */
  now: () => number;
  razorpay: {
    keyId: string;
    keySecret: string;
    /** Unset: no webhook is sent. */
    webhook: RazorpayWebhookTarget | undefined;
  };
  shiprocket: {
    email: string;
    password: string;
    tokenTtlSeconds: number;
    /** Time between two tracking events of a shipment. */
    trackingStepSeconds: number;
  };
}

export interface SandboxOverrides {
  logLevel?: string;
  now?: () => number;
  razorpay?: Partial<SandboxOptions['razorpay']>;
  shiprocket?: Partial<SandboxOptions['shiprocket']>;
}

export const defaultOptions: SandboxOptions = {
  logLevel: 'warn',
  now: () => Date.now(),
  razorpay: {
    keyId: 'rzp_test_sandbox',
    keySecret: 'sandbox_razorpay_key_secret',
    webhook: undefined,
  },
  shiprocket: {
    email: 'sandbox@brass.local',
    password: 'sandbox_shiprocket_password',
    // Shiprocket's tokens live ten days.
    tokenTtlSeconds: 864_000,
    trackingStepSeconds: 120,
  },
};

export function resolveOptions(overrides: SandboxOverrides = {}): SandboxOptions {
  return {
    logLevel: overrides.logLevel ?? defaultOptions.logLevel,
    now: overrides.now ?? defaultOptions.now,
    razorpay: { ...defaultOptions.razorpay, ...overrides.razorpay },
    shiprocket: { ...defaultOptions.shiprocket, ...overrides.shiprocket },
  };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

/** Reads the SANDBOX_* variables; a missing one keeps its default. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): SandboxOverrides {
  const webhookUrl = text(env, 'SANDBOX_RAZORPAY_WEBHOOK_URL');
  const webhookSecret = text(env, 'SANDBOX_RAZORPAY_WEBHOOK_SECRET');
  if ((webhookUrl === undefined) !== (webhookSecret === undefined)) {
    throw new Error('Set both SANDBOX_RAZORPAY_WEBHOOK_URL and SANDBOX_RAZORPAY_WEBHOOK_SECRET, or neither');
  }
  const drop = <T extends object>(value: T): Partial<T> =>
    Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
  return drop({
    logLevel: text(env, 'SANDBOX_LOG_LEVEL'),
    razorpay: drop({
      keyId: text(env, 'SANDBOX_RAZORPAY_KEY_ID'),
      keySecret: text(env, 'SANDBOX_RAZORPAY_KEY_SECRET'),
      webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
    }),
    shiprocket: drop({
      email: text(env, 'SANDBOX_SHIPROCKET_EMAIL'),
      password: text(env, 'SANDBOX_SHIPROCKET_PASSWORD'),
      tokenTtlSeconds: positiveNumber(env, 'SANDBOX_SHIPROCKET_TOKEN_TTL_S'),
      trackingStepSeconds: positiveNumber(env, 'SANDBOX_SHIPROCKET_STEP_S'),
    }),
  });
}
