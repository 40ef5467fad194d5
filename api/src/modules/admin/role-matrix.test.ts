/**
 * The role matrix of docs/security.md, row by row: what only the owner may do is refused to staff with
 * a 403 that says so, and changes nothing; what staff may do is written to the log they read. The
 * refunds' row (staff up to the owner's limit) is in orders/admin-orders.test.ts.
 */
import { auditLogSchema } from '@brass/shared/contracts/admin';
import { adminSettingsSchema, type AdminSettings } from '@brass/shared/contracts/admin-settings';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();
let settingsBefore: AdminSettings;
beforeAll(async () => {
  settingsBefore = v.parse(adminSettingsSchema, (await b.admin('GET', '/settings')).json());
});

const refusal = (what: string) => ({ message: `Only the shop's owner can ${what}.` });

describe('settings are the owner’s', () => {
  const changes: [string, (settings: AdminSettings) => object][] = [
    [
      'the cash on delivery limit and fee',
      (s) => ({ ...s, pricing: { ...s.pricing, codLimit: 50_000, codFee: 0 } }),
    ],
    ['the tax rate', (s) => ({ ...s, pricing: { ...s.pricing, taxRatePercent: 5 } })],
    ['the GSTIN', (s) => ({ ...s, contact: { ...s.contact, gstin: '29ABCDE1234F1Z5' } })],
    [
      'the shop’s address',
      (s) => ({ ...s, contact: { ...s.contact, address: '1 Elsewhere Road, Bengaluru' } }),
    ],
    [
      'the public contact details',
      (s) => ({ ...s, contact: { ...s.contact, phone: '9000000001', email: 'refunds@elsewhere.example' } }),
    ],
    [
      'the shipping text',
      (s) => ({ ...s, home: { ...s.home, shippingText: 'Free shipping on everything' } }),
    ],
    ['the staff’s refund limit', (s) => ({ ...s, refunds: { staffLimit: 500_000 } })],
  ];

  it.each(changes)('refuses staff a change of %s with a 403, changing nothing', async (_what, change) => {
    const refused = await b.admin('PUT', '/settings', { payload: change(settingsBefore) });
    expect([refused.statusCode, refused.json()]).toEqual([403, refusal('change the settings')]);
    expect(v.parse(adminSettingsSchema, (await b.admin('GET', '/settings')).json())).toEqual(settingsBefore);
    expect(await b.auditOf('settings')).toEqual([]);
  });

  it('lets the owner change them, written to the audit log', async () => {
    const saved = await b.owner('PUT', '/settings', {
      payload: { ...settingsBefore, pricing: { ...settingsBefore.pricing, codFee: 75 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await b.auditOf('settings')).toEqual([
      { action: 'settings.updated', details: { codFee: '75' }, actorId: b.ownerId },
    ]);
  });
});

describe('policy pages are the owner’s', () => {
  const edit = { title: 'Returns', body: 'No returns, ever.' };

  it('refuses staff an edit with a 403, changing nothing; the owner’s is written to the log', async () => {
    const shopPage = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/pages/returns' })).json<{ body: string }>();
    const before = await shopPage();
    const refused = await b.admin('PUT', '/pages/returns', { payload: edit });
    expect([refused.statusCode, refused.json()]).toEqual([403, refusal('change the policy pages')]);
    expect(await shopPage()).toEqual(before);
    expect((await b.admin('GET', '/pages')).statusCode).toBe(200);

    expect((await b.owner('PUT', '/pages/returns', { payload: edit })).statusCode).toBe(200);
    expect(await b.auditOf('returns')).toEqual([
      { action: 'page.updated', details: { title: 'Returns', changed: 'title, text' }, actorId: b.ownerId },
    ]);
  });
});

describe('the staff is the owner’s', () => {
  it.each([
    ['GET', '/staff'],
    ['POST', '/staff'],
    ['DELETE', '/staff/usr_someone'],
    ['DELETE', '/staff/invitations/someone%40example.in'],
  ] as const)('refuses staff %s %s with a 403', async (method, url) => {
    const refused = await b.admin(
      method,
      url,
      method === 'POST' ? { payload: { email: 'x@example.in' } } : {},
    );
    expect([refused.statusCode, refused.json()]).toEqual([403, refusal('manage the staff')]);
  });
});

describe('the releases are the owner’s', () => {
  it.each([
    ['GET', '/releases', 'see the releases'],
    ['POST', '/releases/checkout/rollback', 'roll back a release'],
    ['POST', '/releases/restore', 'put the shop back to an earlier point'],
  ] as const)('refuses staff %s %s with a 403', async (method, url, what) => {
    const refused = await b.admin(method, url, method === 'POST' ? { payload: { entry: 1 } } : {});
    expect([refused.statusCode, refused.json()]).toEqual([403, refusal(what)]);
  });
});

describe('the audit log', () => {
  it('is read by staff, with their own changes; who joined or left the staff only by the owner', async () => {
    const invited = await b.owner('POST', '/staff', { payload: { email: 'new.hand@example.in' } });
    expect(invited.statusCode).toBe(202);
    const created = await b.admin('POST', '/products', {
      payload: {
        name: 'Brass Tortoise (Vastu)',
        description: 'A tortoise for the north of the house.',
        price: 1_500,
        compareAtPrice: null,
        category: 'decor',
        isNewArrival: false,
        isPopular: false,
        stock: 4,
        facts: {
          heightCm: 6,
          widthCm: 10,
          depthCm: 8,
          weightKg: 0.4,
          material: 'Brass',
          finish: 'Polished',
          care: 'Wipe dry.',
          hsnCode: null,
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const asStaff = await b.admin('GET', '/audit');
    expect(asStaff.statusCode).toBe(200);
    const staffRead = v.parse(auditLogSchema, asStaff.json()).entries;
    expect(staffRead).toContainEqual(
      expect.objectContaining({
        action: 'product.created',
        actor: { name: 'Kavya Staff', email: expect.any(String) },
      }),
    );
    expect(staffRead.filter((entry) => entry.action.startsWith('staff.'))).toEqual([]);

    const ownerRead = v.parse(auditLogSchema, (await b.owner('GET', '/audit')).json()).entries;
    expect(ownerRead.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['product.created', 'staff.invited']),
    );
  });
});
