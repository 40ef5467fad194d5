/**
 * Every setting of the API, read from the environment once at start (documented in `api/.env.example`).
 * The defaults run the whole shop on one machine against the sandbox; in production they are refused,
 * so a forgotten variable stops the start instead of charging cards against a stand-in.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReleaseError } from '@brass/composer/apps';
import {
  releaseBucketFromEnv,
  type ReleaseBucketSettings,
} from '@brass/composer/releases/release-bucket-settings';
import { DEFAULT_TAX_RATE, MAX_TAX_RATE_PERCENT, PICKUP_PINCODE } from '@brass/shared/constants';
import { EMAIL_ADDRESS } from '@brass/shared/contracts/accounts';
import { wholeNumberText } from '@brass/shared/contracts/field-checks';
import ipaddr from 'ipaddr.js';
import * as v from 'valibot';
import { isPrivateHost } from './lib/private-address.js';
import { secretWeakness } from './lib/secret-strength.js';
import { wordingOf } from './lib/validation-wording.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The host and the five remotes as their servers serve them locally, the back office (5178) included. */
const localShopOrigins = [5173, 5174, 5175, 5176, 5177, 5178].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Development values of the secrets; shared with the sandbox, never valid in production. */
export const developmentSecrets = {
  JWT_SECRET: 'development-only-jwt-secret-change-me-0123456789',
  RAZORPAY_KEY_ID: 'rzp_test_sandbox',
  RAZORPAY_KEY_SECRET: 'sandbox_razorpay_key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'sandbox_razorpay_webhook_secret',
  SHIPROCKET_EMAIL: 'sandbox@brass.local',
  SHIPROCKET_PASSWORD: 'sandbox_shiprocket_password',
  GOOGLE_CLIENT_ID: 'brass-sandbox.apps.googleusercontent.com',
} as const;

const sandboxSmtpUrl = 'smtp://127.0.0.1:4025';
const developmentMailFrom = 'Brass Aangan <no-reply@brass.local>';

// Unset is read as '' so that it reaches the transform, which gives the fallback.
const list = (fallback: string[]) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) =>
      value.trim() === ''
        ? fallback
        : value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
    ),
  );

const urlSchema = v.pipe(v.string(), v.trim(), v.url());
const url = (fallback: string) => v.optional(urlSchema, fallback);

// Hundredths of a percent are the finest rate the back office can show and set.
const taxRateMessage = `TAX_RATE must be a fraction from 0 to ${MAX_TAX_RATE_PERCENT / 100} with at most four decimals, such as 0.12 for 12 percent`;

const secondsPerUnit = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 } as const;

/** A lifetime written as 15m, 12h or 30d, read as seconds. */
const lifetime = (name: string, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
      const match = /^(\d+)\s?([smhdw])$/.exec(value.trim());
      if (!match || Number(match[1]) === 0) {
        addIssue({ message: `${name} must look like 15m, 12h or 30d` });
        return NEVER;
      }
      return Number(match[1]) * secondsPerUnit[match[2] as keyof typeof secondsPerUnit];
    }),
  );

/** The names the proxy-address matcher of Fastify knows for the private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

// With the library the proxy-address matcher of Fastify parses them with, so both agree on what is valid.
const isAddressOrRange = (entry: string) =>
  namedRanges.has(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);

/** Private IPv6 space a proxy range may fill whatever its width: unique-local and link-local. */
const privateIPv6Ranges = ['fc00::/7', 'fe80::/10'].map((range) => ipaddr.parseCIDR(range));

/**
 * A range wider than any private network, which would believe X-Forwarded-For from much of the
 * internet (0.0.0.0/1 with 128.0.0.0/1 is everyone): an IPv4 range wider than /8 (10.0.0.0/8, the
 * largest private network), an IPv4-mapped range judged as its IPv4 range, and an IPv6 range wider
 * than /32 (one provider's allocation) outside unique-local and link-local space.
 */
function isTooWide(entry: string): boolean {
  if (!entry.includes('/')) return false;
  const [network, prefix] = ipaddr.parseCIDR(entry);
  if (network.kind() === 'ipv4') return prefix < 8;
  const ipv6 = network as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return prefix - 96 < 8;
  const inPrivateSpace = privateIPv6Ranges.some(
    ([space, bits]) => prefix >= bits && ipv6.match(space as ipaddr.IPv6, bits),
  );
  return !inPrivateSpace && prefix < 32;
}

/**
 * Forwarded addresses are believed only from these peers. `true` (trust everyone) and a hop count (which
 * cannot check the peer, and which Fastify 5 ignores) would let any client write its own address into
 * X-Forwarded-For and step out of every per-address limit.
 */
const trustedProxies = v.pipe(
  v.optional(v.string(), 'false'),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
    const setting = value.trim();
    const entries = setting
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0 || setting === 'false') return false as const;
    if (setting === 'true' || /^\d+$/.test(setting)) {
      addIssue({
        message: `${setting} would trust X-Forwarded-For from any client, so anyone could choose the address the rate limits see; write the addresses of the proxies in front of the API, such as 10.0.0.0/8 or 192.168.1.10 (comma-separated), or false`,
      });
      return NEVER;
    }
    for (const entry of entries) {
      if (!isAddressOrRange(entry)) {
        addIssue({
          message: `${entry} is not an address, a range such as 10.0.0.0/8, or loopback, linklocal, uniquelocal`,
        });
      } else if (!namedRanges.has(entry) && isTooWide(entry)) {
        addIssue({
          message: `${entry} is wider than a private network, so clients in it could choose the address the rate limits see; list the proxies in front of the API (an IPv4 range of /8 or narrower, an IPv6 range of /32 or narrower, or inside fc00::/7 or fe80::/10)`,
        });
      }
    }
    return entries;
  }),
);

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  PORT: v.optional(wholeNumberText(0, 65_535), 4000),
  /** Where Prometheus scrapes `GET /metrics`, on HOST; unset: the metrics are not served. */
  METRICS_PORT: v.optional(wholeNumberText(0, 65_535)),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Behind a load balancer the client's address is in X-Forwarded-For; rate limits need it. */
  TRUST_PROXY: trustedProxies,
  /** Comma-separated client addresses exempt from the per-address rate limits (never in production). */
  RATE_LIMIT_ALLOW_LIST: v.optional(v.string(), ''),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.minLength(1))),
  PGLITE_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), path.join(apiRoot, '.data', 'pglite')),
  JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters')),
    developmentSecrets.JWT_SECRET,
  ),
  ACCESS_TOKEN_TTL: lifetime('ACCESS_TOKEN_TTL', '15m'),
  REFRESH_TOKEN_TTL: lifetime('REFRESH_TOKEN_TTL', '30d'),
  CORS_ORIGINS: list(localShopOrigins),
  RAZORPAY_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1)), developmentSecrets.RAZORPAY_KEY_ID),
  RAZORPAY_KEY_SECRET: v.optional(v.pipe(v.string(), v.minLength(1)), developmentSecrets.RAZORPAY_KEY_SECRET),
  RAZORPAY_API_BASE: url('http://127.0.0.1:4010/razorpay'),
  /** Optional in production (a warning at start); without it the webhook refuses every call. */
  RAZORPAY_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  SHIPROCKET_EMAIL: v.optional(v.pipe(v.string(), v.minLength(1)), developmentSecrets.SHIPROCKET_EMAIL),
  SHIPROCKET_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(1)), developmentSecrets.SHIPROCKET_PASSWORD),
  SHIPROCKET_API_BASE: url('http://127.0.0.1:4010/shiprocket'),
  /** The name of the pickup address in the Shiprocket account (Settings > Pickup addresses). */
  SHIPROCKET_PICKUP_LOCATION: v.optional(v.pipe(v.string(), v.minLength(1)), 'Primary'),
  /** Open /api/changes streams at most; past it a follower is answered 503. */
  CHANGE_STREAMS_MAX: v.optional(wholeNumberText(1), 100),
  /** How often orders whose shipment could not be created are pushed to Shiprocket again. */
  SHIPMENT_RETRY_INTERVAL_MS: v.optional(wholeNumberText(1000), 30_000),
  /**
   * Whether the API asks Razorpay for captured payments without an order and makes or refunds them
   * (`on`, the default); production refuses `off` without RAZORPAY_WEBHOOK_SECRET.
   */
  RAZORPAY_RECONCILIATION: v.optional(v.picklist(['on', 'off']), 'on'),
  /** How often that is done: a minute at the least, five by default. */
  RAZORPAY_RECONCILE_INTERVAL_MS: v.optional(wholeNumberText(60_000), 300_000),
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1)), developmentSecrets.GOOGLE_CLIENT_ID),
  GOOGLE_JWKS_URL: url('http://127.0.0.1:4010/google/oauth2/v3/certs'),
  GOOGLE_ISSUERS: list(['accounts.google.com', 'https://accounts.google.com']),
  PICKUP_PINCODE: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{5}$/, 'PICKUP_PINCODE must be a six-digit Indian pincode')),
    PICKUP_PINCODE,
  ),
  /**
   * GST on handicraft brass has changed before; the rate is a setting, not a constant in code. This is
   * the shop's default: a tax rate the owner sets in the back office replaces it.
   */
  TAX_RATE: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.number(),
      v.minValue(0, taxRateMessage),
      v.maxValue(MAX_TAX_RATE_PERCENT / 100, taxRateMessage),
      v.check((rate) => Math.abs(rate * 10_000 - Math.round(rate * 10_000)) < 1e-6, taxRateMessage),
    ),
    DEFAULT_TAX_RATE,
  ),
  PUBLIC_API_ORIGIN: url('http://localhost:4000'),
  /** The shop's address as shoppers reach it, for links in mail; never taken from a request. */
  PUBLIC_SHOP_ORIGIN: url('http://localhost:5173'),
  /** The mail relay; locally the sandbox's catcher, whose page lists every message sent. */
  SMTP_URL: url(sandboxSmtpUrl),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), developmentMailFrom),
  /** How often the outbox is checked for mail to send. */
  MAIL_SEND_INTERVAL_MS: v.optional(wholeNumberText(200), 2000),
  /** Days sent mail (and the invoices attached to it) is kept before it is deleted. */
  MAIL_RETENTION_DAYS: v.optional(wholeNumberText(1, 3650), 90),
  /** A confirmed account made the shop's owner at start, for a deployment without a console. */
  SHOP_OWNER_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(EMAIL_ADDRESS, 'SHOP_OWNER_EMAIL must be an email address')),
  ),
  /** Where uploaded product photos are kept without S3; default: beside the embedded database. */
  IMAGE_STORE_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** An S3-compatible bucket for uploaded product photos, instead of IMAGE_STORE_DIR (all five or none). */
  S3_BUCKET: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_ENDPOINT: v.optional(urlSchema),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Where browsers load the bucket's files from, such as the bucket's CDN address. */
  S3_PUBLIC_URL: v.optional(urlSchema),
  S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), 'us-east-1'),
  /** Path-style addresses (endpoint/bucket/key), which MinIO and most S3-compatible services take. */
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false']), 'true'),
  /** The shop's releases folder, for the owner's Releases screen; unset where the API runs apart from it. */
  RELEASES_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The port of `GET /metrics`, apart from the API's; undefined: not served. */
  metricsPort: number | undefined;
  logLevel: string;
  /** The load balancers' addresses and ranges whose X-Forwarded-For is believed; false: none. */
  trustProxy: false | string[];
  rateLimitAllowList: string[];
  /** Unset: the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Access tokens are bearer JWTs; short-lived, since a logout on one device cannot take back one already given out. */
  jwt: { secret: string; accessTokenTtlSeconds: number };
  /** Refresh tokens (in a cookie) keep a shopper signed in this long after their last visit. */
  refreshTokenTtlSeconds: number;
  corsOrigins: string[];
  /** `webhookSecret` undefined: no webhook is configured, and the webhook route refuses every call. */
  razorpay: { keyId: string; keySecret: string; apiBase: string; webhookSecret: string | undefined };
  shiprocket: { email: string; password: string; apiBase: string; pickupLocation: string };
  shipmentRetryIntervalMs: number;
  maxChangeStreams: number;
  /** Captured payments without an order, looked for at Razorpay every `intervalMs` when `enabled`. */
  paymentReconciliation: { enabled: boolean; intervalMs: number };
  google: { clientId: string; jwksUrl: string; issuers: string[] };
  pickupPincode: string;
  taxRate: number;
  publicApiOrigin: string;
  publicShopOrigin: string;
  mail: { smtpUrl: string; from: string; sendIntervalMs: number; retentionDays: number };
  shopOwnerEmail: string | undefined;
  imageStore: ImageStoreConfig;
  /** Where the releases and their live.json are; undefined: this API cannot show or change them. */
  releasesDir: string | undefined;
  /** The bucket the releases are kept in (RELEASES_S3_*), where the shop keeps them in one. */
  releaseBucket: ReleaseBucketSettings | undefined;
}

/** Where uploaded product photos go: a folder the API serves under /images/uploads/, or a bucket. */
export type ImageStoreConfig =
  | { kind: 'filesystem'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      publicUrl: string;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

/** Reads the settings; throws a ConfigError naming every wrong or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as shells and CI files write it (DATABASE_URL= falls back to PGlite).
  const setVariables = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = v.safeParse(envSchema, setVariables, { message: wordingOf });
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
    throw new ConfigError(`Invalid API settings:\n- ${problems.join('\n- ')}`);
  }
  const e = parsed.output;
  const config: AppConfig = {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    metricsPort: e.METRICS_PORT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitAllowList: e.RATE_LIMIT_ALLOW_LIST.split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    jwt: { secret: e.JWT_SECRET, accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL },
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL,
    corsOrigins: e.CORS_ORIGINS,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      apiBase: e.RAZORPAY_API_BASE,
      webhookSecret:
        e.RAZORPAY_WEBHOOK_SECRET ??
        (e.NODE_ENV === 'production' ? undefined : developmentSecrets.RAZORPAY_WEBHOOK_SECRET),
    },
    shiprocket: {
      email: e.SHIPROCKET_EMAIL,
      password: e.SHIPROCKET_PASSWORD,
      apiBase: e.SHIPROCKET_API_BASE,
      pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
    },
    shipmentRetryIntervalMs: e.SHIPMENT_RETRY_INTERVAL_MS,
    maxChangeStreams: e.CHANGE_STREAMS_MAX,
    paymentReconciliation: {
      enabled: e.RAZORPAY_RECONCILIATION === 'on',
      intervalMs: e.RAZORPAY_RECONCILE_INTERVAL_MS,
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuers: e.GOOGLE_ISSUERS },
    pickupPincode: e.PICKUP_PINCODE,
    taxRate: e.TAX_RATE,
    publicApiOrigin: e.PUBLIC_API_ORIGIN,
    publicShopOrigin: new URL(e.PUBLIC_SHOP_ORIGIN).origin,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      sendIntervalMs: e.MAIL_SEND_INTERVAL_MS,
      retentionDays: e.MAIL_RETENTION_DAYS,
    },
    shopOwnerEmail: e.SHOP_OWNER_EMAIL,
    imageStore: imageStoreOf(e),
    releasesDir: e.RELEASES_DIR === undefined ? undefined : path.resolve(e.RELEASES_DIR),
    releaseBucket: releaseBucketOf(setVariables),
  };
  if (config.nodeEnv === 'production') assertProductionReady(e);
  return config;
}

const s3Settings = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

function imageStoreOf(e: Env): ImageStoreConfig {
  const {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_PUBLIC_URL: publicUrl,
  } = e;
  if (bucket && endpoint && accessKeyId && secretAccessKey && publicUrl) {
    const forcePathStyle = e.S3_FORCE_PATH_STYLE === 'true';
    return {
      kind: 's3',
      bucket,
      endpoint,
      region: e.S3_REGION,
      accessKeyId,
      secretAccessKey,
      publicUrl,
      forcePathStyle,
    };
  }
  // Half a bucket would send photos nowhere; say which settings are missing instead.
  const missing = s3Settings.filter((name) => e[name] === undefined);
  if (missing.length < s3Settings.length) {
    throw new ConfigError(`Invalid API settings:\n- S3 photo storage also needs ${missing.join(', ')}`);
  }
  return { kind: 'filesystem', dir: e.IMAGE_STORE_DIR ?? path.join(path.dirname(e.PGLITE_DIR), 'images') };
}

/** The release commands' own reading of RELEASES_S3_*, its refusal worded as the API's settings are. */
function releaseBucketOf(env: NodeJS.ProcessEnv): ReleaseBucketSettings | undefined {
  try {
    return releaseBucketFromEnv(env);
  } catch (error) {
    if (error instanceof ReleaseError) throw new ConfigError(`Invalid API settings:\n- ${error.message}`);
    throw error;
  }
}

/** Outside services the API calls: only over https, and never at an address inside a network. */
const providerUrlSettings = ['RAZORPAY_API_BASE', 'SHIPROCKET_API_BASE', 'GOOGLE_JWKS_URL'] as const;

/**
 * The secrets the shop signs or verifies with, each with the shortest length it accepts: HS256 wants a
 * key of at least 256 bits (RFC 7518, 3.2); Razorpay issues key secrets of 24 characters; the webhook
 * secret is the shop's own choice, made in Razorpay's dashboard.
 */
const secretSettings = [
  { name: 'JWT_SECRET', minimumLength: 32 },
  { name: 'RAZORPAY_KEY_SECRET', minimumLength: 20 },
  { name: 'RAZORPAY_WEBHOOK_SECRET', minimumLength: 32 },
] as const;

type Env = v.InferOutput<typeof envSchema>;

/** Every URL setting to check: the providers, and each PUBLIC_* origin the shop is reached at. */
function outsideUrls(e: Env): [string, string][] {
  const publicOrigins = Object.entries(e).filter(
    (entry): entry is [string, string] => entry[0].startsWith('PUBLIC_') && typeof entry[1] === 'string',
  );
  // Shoppers' browsers load the photos from there, so it is public like the PUBLIC_* origins.
  const photos: [string, string][] = e.S3_PUBLIC_URL ? [['S3_PUBLIC_URL', e.S3_PUBLIC_URL]] : [];
  return [
    ...providerUrlSettings.map((name): [string, string] => [name, e[name]]),
    ...publicOrigins,
    ...photos,
  ];
}

/**
 * The shop's pages call the API from these origins with the shopper's session: in production each is
 * an https origin on a public name. Unset, the list is the local shop's, which production must not
 * keep.
 */
function corsProblems(origins: string[]): string[] {
  if (origins === localShopOrigins) {
    return ["CORS_ORIGINS is not set (the default is the local shop's http://localhost origins)"];
  }
  return origins
    .filter((origin) => !origin.includes('*'))
    .flatMap((origin) => {
      const url = URL.parse(origin);
      if (!url || url.origin !== origin)
        return [`CORS_ORIGINS: ${origin} is not an origin such as https://brass.example`];
      if (isPrivateHost(url.hostname)) return [`CORS_ORIGINS lists ${origin}, a private or local address`];
      if (url.protocol !== 'https:') return [`CORS_ORIGINS must list https origins (${origin} is not)`];
      return [];
    });
}

/** The production checks, one line per problem, each naming its setting (listed in api/README.md). */
function assertProductionReady(e: Env): void {
  const problems: string[] = [];
  for (const [name, value] of outsideUrls(e)) {
    const url = URL.parse(value);
    if (!url) continue;
    if (isPrivateHost(url.hostname)) problems.push(`${name} points at ${value}, a private or local address`);
    else if (url.protocol !== 'https:') problems.push(`${name} must use https (it is ${value})`);
  }
  for (const [name, developmentValue] of Object.entries(developmentSecrets)) {
    if (e[name as keyof typeof developmentSecrets] === developmentValue) {
      problems.push(`${name} is not set (the development value is only for the sandbox)`);
    }
  }
  for (const { name, minimumLength } of secretSettings) {
    const value = e[name];
    if (value === undefined || value === developmentSecrets[name]) continue;
    const weakness = secretWeakness(value, minimumLength);
    if (weakness) problems.push(`${name} is too weak: ${weakness}; make one with \`openssl rand -hex 32\``);
  }
  if (e.CORS_ORIGINS.some((origin) => origin.includes('*'))) {
    problems.push(
      "CORS_ORIGINS must list exact origins: '*' or a wildcard would let any matching site call the API with a shopper's session",
    );
  }
  problems.push(...corsProblems(e.CORS_ORIGINS));
  if (e.SMTP_URL === sandboxSmtpUrl)
    problems.push("SMTP_URL is not set (the default is the sandbox's mail catcher)");
  if (e.MAIL_FROM === developmentMailFrom)
    problems.push('MAIL_FROM is not set (the default is a development address)');
  // Without both, a payment whose shopper never comes back would never make its order.
  if (e.RAZORPAY_WEBHOOK_SECRET === undefined && e.RAZORPAY_RECONCILIATION === 'off') {
    problems.push(
      'RAZORPAY_RECONCILIATION is off and RAZORPAY_WEBHOOK_SECRET is not set: a payment whose shopper never comes back would never make its order; set the webhook secret or turn the reconciliation on',
    );
  }
  if (e.RATE_LIMIT_ALLOW_LIST) problems.push('RATE_LIMIT_ALLOW_LIST must be empty: it is for test rigs only');
  // Logging out leaves an access token already given out working until it expires.
  if (e.ACCESS_TOKEN_TTL > 3600) problems.push('ACCESS_TOKEN_TTL must be 1h or less');
  if (e.REFRESH_TOKEN_TTL > 90 * 86_400) problems.push('REFRESH_TOKEN_TTL must be 90d or less');
  if (problems.length > 0) {
    throw new ConfigError(
      `Refusing to start with NODE_ENV=production:\n- ${problems.join('\n- ')}\nSet these variables (see api/.env.example).`,
    );
  }
}

/** What production can run without but should not, for the start-up to log as warnings. */
export function productionWarnings(config: AppConfig): string[] {
  if (config.nodeEnv !== 'production' || config.razorpay.webhookSecret !== undefined) return [];
  return [
    'RAZORPAY_WEBHOOK_SECRET is not set: the Razorpay webhook refuses every call, so a payment whose shopper ' +
      'never comes back (a closed tab, or the API stopping mid-payment) makes its order only when the ' +
      'reconciliation finds it, within RAZORPAY_RECONCILE_INTERVAL_MS. Configure the webhook as api/README.md describes.',
  ];
}
