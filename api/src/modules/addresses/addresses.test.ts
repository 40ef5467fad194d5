import { UK_ADDRESS_MESSAGES, US_ADDRESS_MESSAGES } from '@brass/shared/abroad-address';
import { COUNTRY_MESSAGE } from '@brass/shared/address-rules';
import { MAX_SAVED_ADDRESSES } from '@brass/shared/constants';
import {
  savedAddressListSchema,
  savedAddressSchema,
  type SaveAddressBody,
} from '@brass/shared/contracts/accounts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createSessionTokens } from '../../plugins/auth.js';
import { startTestApp, testConfig, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = createSessionTokens(testConfig().jwt);

async function newShopper(): Promise<{ authorization: string; id: string }> {
  const id = newId('usr');
  await t.database.db.insert(users).values({ id, name: 'Meera Krishnan', email: `${id}@example.in` });
  return { authorization: `Bearer ${await tokens.issue(id)}`, id };
}

const home: SaveAddressBody = {
  firstName: 'Meera',
  lastName: 'Krishnan',
  phone: '+91 98400 12345',
  country: 'India',
  address1: '14 Kapaleeshwarar Koil Street',
  address2: 'Flat 3B',
  landmark: 'Opposite the temple tank',
  city: 'Chennai',
  region: 'Tamil Nadu',
  zip: '600004',
};

const office = (n: number): SaveAddressBody => ({
  firstName: 'Meera',
  lastName: 'Krishnan',
  phone: '9840012345',
  country: 'India',
  address1: `${n} Janpath`,
  city: 'New Delhi',
  region: 'Delhi',
  zip: '110001',
});

const newYork: SaveAddressBody = {
  firstName: 'Emily',
  lastName: 'Carter',
  phone: '+1 212 555 0147',
  country: 'United States',
  address1: '350 Fifth Avenue',
  address2: 'Suite 4100',
  city: 'New York',
  region: 'New York',
  zip: '10118-0110',
};

const london: SaveAddressBody = {
  firstName: 'Olivia',
  lastName: 'Hughes',
  phone: '+44 20 7946 0018',
  country: 'United Kingdom',
  address1: '10 Downing Street',
  city: 'London',
  region: '',
  zip: 'sw1a2aa',
};

const list = (headers?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/addresses', ...(headers ? { headers } : {}) });
const save = (headers: { authorization: string } | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/addresses', payload, ...(headers ? { headers } : {}) });
const remove = (headers: { authorization: string } | undefined, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/me/addresses/${id}`, ...(headers ? { headers } : {}) });

const update = (headers: { authorization: string } | undefined, id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/me/addresses/${id}`,
    payload,
    ...(headers ? { headers } : {}),
  });

const listed = async (headers: { authorization: string }) =>
  v.parse(savedAddressListSchema, (await list(headers)).json()).addresses;

describe('saved addresses', () => {
  it('are for a signed-in shopper only: 401 without a token', async () => {
    const shopper = await newShopper();
    const { id } = v.parse(savedAddressSchema, (await save(shopper, home)).json());
    for (const response of [
      await list(),
      await save(undefined, home),
      await update(undefined, id, office(1)),
      await remove(undefined, id),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await listed(shopper)).toHaveLength(1);
  });

  it('keeps an address as typed, trimmed, and lists the newest first', async () => {
    const shopper = await newShopper();
    expect(await listed(shopper)).toEqual([]);

    const first = await save(shopper, { ...home, city: ' Chennai ' });
    expect(first.statusCode).toBe(201);
    expect(v.parse(savedAddressSchema, first.json())).toEqual({
      id: expect.stringMatching(/^adr_/),
      ...home,
    });
    const second = await save(shopper, office(1));
    expect(second.statusCode).toBe(201);
    expect(v.parse(savedAddressSchema, second.json())).toMatchObject({ address2: '', landmark: '' });

    expect((await listed(shopper)).map((address) => address.address1)).toEqual([
      '1 Janpath',
      '14 Kapaleeshwarar Koil Street',
    ]);
  });

  it('answers an address kept already instead of keeping it twice', async () => {
    const shopper = await newShopper();
    const first = v.parse(savedAddressSchema, (await save(shopper, home)).json());
    const again = await save(shopper, { ...home, firstName: ' Meera' });
    expect(again.statusCode).toBe(200);
    expect(v.parse(savedAddressSchema, again.json())).toEqual(first);
    expect(await listed(shopper)).toHaveLength(1);
  });

  it('corrects a kept address in place, as typed and trimmed, and answers those kept', async () => {
    const shopper = await newShopper();
    const kept = v.parse(savedAddressSchema, (await save(shopper, home)).json());
    await save(shopper, office(1));

    const corrected = await update(shopper, kept.id, { ...home, phone: ' 9444012345 ', landmark: '' });
    expect(corrected.statusCode).toBe(200);
    const { addresses } = v.parse(savedAddressListSchema, corrected.json());
    expect(addresses).toEqual(await listed(shopper));
    expect(addresses.find((address) => address.id === kept.id)).toEqual({
      ...home,
      id: kept.id,
      phone: '9444012345',
      landmark: '',
    });
    expect(addresses).toHaveLength(2);
  });

  it('keeps one address when a correction makes it the same as another kept one', async () => {
    const shopper = await newShopper();
    const first = v.parse(savedAddressSchema, (await save(shopper, office(1))).json());
    const second = v.parse(savedAddressSchema, (await save(shopper, office(2))).json());

    const merged = await update(shopper, second.id, office(1));
    expect(merged.statusCode).toBe(200);
    expect(v.parse(savedAddressListSchema, merged.json())).toEqual({ addresses: [first] });
  });

  it('refuses a correction with a 400 naming the field, and keeps the address as it was', async () => {
    const shopper = await newShopper();
    const kept = v.parse(savedAddressSchema, (await save(shopper, home)).json());
    const response = await update(shopper, kept.id, { ...home, zip: '6000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'zip: Enter a 6-digit pincode, such as 600042.' });
    expect(await listed(shopper)).toEqual([kept]);
  });

  it.each([
    [{ phone: '12345' }, 'phone: Enter a 10-digit mobile number starting with 6, 7, 8 or 9.'],
    [{ zip: '60004a' }, 'zip: Enter a 6-digit pincode, such as 600042.'],
    [{ region: 'Madras' }, 'region: Choose your state or union territory.'],
    [{ firstName: '  ' }, 'firstName: Enter your first name.'],
  ])('refuses %j with a 400 naming the field', async (change, message) => {
    const shopper = await newShopper();
    const response = await save(shopper, { ...home, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await listed(shopper)).toEqual([]);
  });

  it('keep their country: an address in the United States and one in the United Kingdom, as the contract shapes them', async () => {
    const shopper = await newShopper();
    const us = await save(shopper, newYork);
    expect(us.statusCode).toBe(201);
    expect(v.parse(savedAddressSchema, us.json())).toEqual({
      id: expect.any(String),
      ...newYork,
      landmark: '',
    });
    const uk = await save(shopper, london);
    expect(uk.statusCode).toBe(201);
    const keptUk = v.parse(savedAddressSchema, uk.json());
    // The postcode as Royal Mail prints it; the county left empty.
    expect(keptUk).toEqual({
      id: expect.any(String),
      ...london,
      zip: 'SW1A 2AA',
      address2: '',
      landmark: '',
    });
    await save(shopper, home);

    expect((await listed(shopper)).map((address) => [address.country, address.zip])).toEqual([
      ['India', '600004'],
      ['United Kingdom', 'SW1A 2AA'],
      ['United States', '10118-0110'],
    ]);

    // Moved from London to New York: the same kept address, now in the United States.
    const moved = await update(shopper, keptUk.id, { ...newYork, address1: '1 Wall Street', zip: '10005' });
    expect(moved.statusCode).toBe(200);
    expect(
      v.parse(savedAddressListSchema, moved.json()).addresses.find((address) => address.id === keptUk.id),
    ).toMatchObject({ country: 'United States', region: 'New York', zip: '10005' });
  });

  it('count an address kept before the shop shipped abroad as one in India', async () => {
    const shopper = await newShopper();
    const { country: _country, ...row } = home;
    await t.database.db.insert(savedAddresses).values({ id: newId('adr'), userId: shopper.id, ...row });
    expect(await listed(shopper)).toEqual([{ id: expect.any(String), ...home }]);
  });

  it.each([
    [{ ...newYork, zip: '1O118' }, `zip: ${US_ADDRESS_MESSAGES.zip}`],
    [{ ...newYork, zip: '600004' }, `zip: ${US_ADDRESS_MESSAGES.zip}`],
    [{ ...newYork, region: 'Ontario' }, `region: ${US_ADDRESS_MESSAGES.region}`],
    [{ ...london, zip: 'SW1A 2A' }, `zip: ${UK_ADDRESS_MESSAGES.zip}`],
    [{ ...london, phone: '020 7946 0018' }, `phone: ${UK_ADDRESS_MESSAGES.phone}`],
    [{ ...home, country: 'Canada' }, `country: ${COUNTRY_MESSAGE}`],
    [(({ country: _country, ...rest }) => rest)(home), `country: ${COUNTRY_MESSAGE}`],
  ])('refuses an address abroad or of no country, %j, with a 400 naming the field', async (body, message) => {
    const shopper = await newShopper();
    const response = await save(shopper, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await listed(shopper)).toEqual([]);
  });

  it("never shows, corrects or removes another shopper's address", async () => {
    const meera = await newShopper();
    const arun = await newShopper();
    const { id } = v.parse(savedAddressSchema, (await save(meera, home)).json());

    expect(await listed(arun)).toEqual([]);
    for (const refused of [await update(arun, id, office(1)), await remove(arun, id)]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Address not found' });
    }
    expect(await listed(meera)).toEqual([{ id, ...home }]);

    const removed = await remove(meera, id);
    expect(removed.statusCode).toBe(200);
    expect(v.parse(savedAddressListSchema, removed.json())).toEqual({ addresses: [] });
    expect((await remove(meera, id)).statusCode).toBe(404);
  });

  it(`keeps ${MAX_SAVED_ADDRESSES} at most, even when several are saved at the same moment`, async () => {
    const shopper = await newShopper();
    for (let n = 1; n < MAX_SAVED_ADDRESSES; n++)
      expect((await save(shopper, office(n))).statusCode).toBe(201);

    const racing = await Promise.all([10, 11, 12, 13, 15, 16, 17, 18].map((n) => save(shopper, office(n))));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(racing.find((response) => response.statusCode === 409)?.json()).toEqual({
      message: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Remove one to save another.`,
    });
    const kept = await listed(shopper);
    expect(kept).toHaveLength(MAX_SAVED_ADDRESSES);

    await remove(shopper, kept[0]!.id);
    expect((await save(shopper, office(14))).statusCode).toBe(201);
  });
});
