import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '../shared/src/runtime-config.ts';

/**
 * Origins the real providers' scripts use beside their own: Razorpay's checkout.js (from
 * checkout.razorpay.com) opens its payment form in a frame from api.razorpay.com and reports to it.
 * Google's sign-in script needs nothing more than accounts.google.com, where it comes from.
 */
const PROVIDER_COMPANIONS: Record<string, string[]> = {
  'https://checkout.razorpay.com': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/** HSTS for a year; sub-domains are left to whoever runs them. */
const HSTS = 'max-age=31536000';

export interface PagePolicy {
  config: RuntimeConfig;
  /** The shop's public origin (the host's), e.g. https://brassaangan.in. */
  shopOrigin: string;
  /** The hashes of the inline scripts the page writes (`scriptHash`): only those run. */
  scriptHashes?: string[];
  /** Where product photos are loaded from when the API keeps them in a bucket (`photoOriginFromEnv`). */
  photoOrigin?: string;
}

export interface PageHeadersOptions extends PagePolicy {
  /** The page reached the shopper over https (the server's own TLS, or the shop's https origin). */
  https: boolean;
}

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The CSP source that lets exactly this inline script run. A hash rather than a per-response nonce: a
 * page the same for every visitor is cached as finished bytes, and a nonce sent to every visitor
 * would be no secret.
 */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * The Content-Security-Policy of every page of the shop. Scripts run only from the shop's own
 * origins (host and remotes) and the payment and sign-in providers, or inline when the page names the
 * script's hash; nothing else may run, frame the shop or post its forms elsewhere. Images come from the
 * shop, the API, and the bucket of the product photos when the API keeps them in one. Inline styles
 * stay allowed: the payment and sign-in scripts style their dialogs with style attributes, and a
 * style cannot run code.
 */
export function contentSecurityPolicy({
  config,
  shopOrigin,
  scriptHashes = [],
  photoOrigin,
}: PagePolicy): string {
  const shop = unique([originOf(shopOrigin), ...Object.values(config.remotes).map(originOf)]);
  const api = originOf(config.apiBase);
  const scriptProviders = unique([originOf(config.razorpayCheckoutUrl), originOf(config.googleScriptUrl)]);
  const providers = unique(
    scriptProviders.flatMap((origin) => [origin, ...(PROVIDER_COMPANIONS[origin] ?? [])]),
  );
  const images = unique([...shop, api, ...(photoOrigin ? [photoOrigin] : [])]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(scriptHashes), ...shop, ...scriptProviders]],
    ['style-src', ["'self'", "'unsafe-inline'", ...shop, ...scriptProviders]],
    ['img-src', ["'self'", 'data:', 'blob:', ...images]],
    ['font-src', ["'self'", ...shop]],
    ['connect-src', ["'self'", ...unique([...shop, api, ...providers])]],
    ['frame-src', providers],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers of every HTML page a server of the shop sends. */
export function pageSecurityHeaders(options: PageHeadersOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Every other response: a script or stylesheet is only ever taken as the type it was sent as. */
export const assetSecurityHeaders = { 'X-Content-Type-Options': 'nosniff' } as const;
