/**
 * Which address the per-address limits count: X-Forwarded-For is believed only when the request comes
 * from a proxy listed in TRUST_PROXY, so a client cannot step out of a limit by writing the header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../plugins/rate-limit.js';
import { startTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '10.0.0.0/8' });
});
afterAll(() => t.close());

const note = { firstName: 'Asha', lastName: 'V', email: 'asha@example.in', message: 'Hello' };
const { max } = rateLimits.contactPerClient;

const sendNote = async (remoteAddress: string, forwardedFor: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: note,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    })
  ).statusCode;

describe('the address a limit counts', () => {
  it('is the peer itself when the peer is not a listed proxy, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < max; i++) expect(await sendNote('203.0.113.9', `198.51.100.${i}`)).toBe(201);
    expect(await sendNote('203.0.113.9', '198.51.100.200')).toBe(429);
  });

  it("is the client's address forwarded by a listed proxy, and not one the client wrote before it", async () => {
    for (let i = 0; i < max; i++) {
      expect(await sendNote('10.0.0.5', `192.0.2.${i}, 198.51.100.77`)).toBe(201);
    }
    expect(await sendNote('10.0.0.6', '192.0.2.250, 198.51.100.77')).toBe(429);
    // Another shopper behind the same proxy keeps a limit of their own.
    expect(await sendNote('10.0.0.5', '198.51.100.78')).toBe(201);
  });
});
