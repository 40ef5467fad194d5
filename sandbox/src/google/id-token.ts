import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import { escapeHtml } from '../escape-html.js';
import { randomHex } from '../random.js';

const googleIssuer = 'https://accounts.google.com';

/** A key pair made at start, so no key is ever committed; tokens die with the process. */
interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwks: JSONWebKeySet;
}

async function createSigningKey(): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  // Google's key ids are 40 hex digits.
  const kid = randomHex(20);
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, jwks: { keys: [jwk] } };
}

let processKey: Promise<SigningKey> | undefined;

/**
 * The key of this process, made once: an RSA key takes a few hundred milliseconds, and a test file
 * builds many sandboxes in one process.
 */
export function signingKey(): Promise<SigningKey> {
  processKey ??= createSigningKey();
  return processKey;
}

/** Google's `sub` is a 21-digit number that never changes for an account; here it follows the email. */
export function googleSubject(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest();
  return `1${(digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, '0')}`;
}

/** A round avatar with the initial, inline: the shop shows `picture` and must not need the internet. */
function avatar(name: string, subject: string): string {
  const hue = Number(BigInt(subject) % 360n);
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue},55%,45%)"/>` +
    `<text x="48" y="62" font-family="Arial,sans-serif" font-size="44" fill="#fff" text-anchor="middle">` +
    `${escapeHtml(initial)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface Account {
  email: string;
  name: string;
}

/** The name Google would show for an account whose chooser left Name empty: the email's local part. */
export function defaultName(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** An ID token with the claims Google puts in one, signed RS256 with the sandbox's key. */
export async function issueIdToken(
  key: SigningKey,
  account: Account,
  clientId: string,
  nowMs: number,
): Promise<string> {
  const email = account.email.trim().toLowerCase();
  const sub = googleSubject(email);
  const [givenName, ...rest] = account.name.split(/\s+/);
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({
    azp: clientId,
    email,
    email_verified: true,
    name: account.name,
    picture: avatar(account.name, sub),
    given_name: givenName,
    ...(rest.length > 0 ? { family_name: rest.join(' ') } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(googleIssuer)
    .setAudience(clientId)
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .setJti(randomHex(20))
    .sign(key.privateKey);
}
