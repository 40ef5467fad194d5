import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { RELEASE_ID } from './layout.ts';
import type { PointerStore } from './pointer-store.ts';

/** How long a preview link works, unless `pnpm preview --hours` says otherwise. */
export const PREVIEW_HOURS = 24;

const previewSchema = v.object({
  app: v.picklist(['host', 'catalog', 'checkout', 'account', 'blog', 'admin']),
  id: v.pipe(v.string(), v.regex(RELEASE_ID)),
  /** When the link stops working, in milliseconds since 1970. */
  expires: v.pipe(v.number(), v.safeInteger()),
});

/** A release pinned for whoever opens the link, until it expires. */
export type Preview = v.InferOutput<typeof previewSchema>;

/**
 * The key preview links are signed with: `PREVIEW_SECRET`, or a random one kept beside the pointer
 * (made by whichever of the commands and the servers needs it first), so every server following the
 * same pointer accepts the links its commands print.
 */
export async function previewSecret(
  store: PointerStore,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return env.PREVIEW_SECRET || store.previewKey();
}

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** The token of a preview link: what it pins and until when, signed so nobody can pin another release. */
export function signPreview(preview: Preview, secret: string): string {
  const payload = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${payload}.${signatureOf(payload, secret)}`;
}

/** What a token pins, if it was signed with the secret and has not expired. */
export function readPreview(token: string, secret: string, now = Date.now()): Preview | undefined {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(signatureOf(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(previewSchema, json);
  return parsed.success && parsed.output.expires > now ? parsed.output : undefined;
}
