import { randomHex } from '../random.js';

type TokenState = 'valid' | 'expired' | 'unknown';

/**
 * The tokens handed out by login, remembered with their end. Expired ones are kept so the answer can
 * say "expired" rather than "unknown", as Shiprocket does, which is what the API's renewal reacts to.
 */
export class TokenRegistry {
  private readonly expiry = new Map<string, number>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {}

  issue(): string {
    const token = randomHex(32);
    this.expiry.set(token, this.now() + this.ttlSeconds * 1000);
    return token;
  }

  check(token: string): TokenState {
    const expiresAt = this.expiry.get(token);
    if (expiresAt === undefined) return 'unknown';
    return this.now() < expiresAt ? 'valid' : 'expired';
  }
}
