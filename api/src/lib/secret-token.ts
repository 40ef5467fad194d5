import { createHash, randomBytes } from 'node:crypto';

/** The secret of a mailed link or a refresh cookie: 256 random bits, safe in a URL. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a secret token: its SHA-256, so that a leaked copy of the table opens nothing. */
export const hashOfToken = (token: string): string => createHash('sha256').update(token).digest('hex');
