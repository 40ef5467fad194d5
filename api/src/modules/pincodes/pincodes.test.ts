import { pincodePlaceSchema } from '@brass/shared/contracts/accounts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const lookUp = (pincode: string) => t.app.inject({ method: 'GET', url: `/api/pincodes/${pincode}` });

describe('GET /api/pincodes/:pincode', () => {
  it.each([
    ['600042', 'Chennai', 'Tamil Nadu'],
    ['110001', 'New Delhi', 'Delhi'],
  ])('answers %s with %s, %s, which browsers may keep for a day', async (pincode, city, state) => {
    const response = await lookUp(pincode);
    expect(response.statusCode).toBe(200);
    expect(v.parse(pincodePlaceSchema, response.json())).toEqual({ pincode, city, state });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each(['60004a', '60004', '6000421', '060004', '%20600042'])('refuses %j with a 400', async (pincode) => {
    const response = await lookUp(pincode);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'pincode: A pincode is 6 digits not starting with 0, such as 600042',
    });
  });

  it('answers a pincode India Post never gave with a 404 saying what to do', async () => {
    const response = await lookUp('900001');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message:
        "Pincode 900001 is not in India Post's directory. Check it, or type the city and state yourself.",
    });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
