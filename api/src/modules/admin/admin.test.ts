import { registerResponseSchema } from '@brass/shared/contracts/accounts';
import { adminProfileSchema, auditLogSchema, staffListSchema } from '@brass/shared/contracts/admin';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, staffInvitations, users } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { AuditService } from '../audit/service.js';
import { confirmationLinkFor } from '../../../test/users-support.js';
import { makeOwner, OwnerNotMadeError } from '../users/owner.js';
import { UserRepository } from '../users/repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let signUps = 0;

/** A new shopper's account and access token; `confirmed` as if the confirmation link had been followed. */
async function signUp({ confirmed = true, email = `staff.${++signUps}@example.in` } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Meenakshi Sundaram', email, password: 'a-long-brass-password' },
    remoteAddress: `10.9.0.${++signUps % 250}`,
  });
  expect(response.statusCode).toBe(201);
  const { token, user } = v.parse(registerResponseSchema, response.json());
  if (confirmed) {
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  }
  return { email, token, id: user.id };
}

const setRole = (id: string, role: string) =>
  t.database.db.update(users).set({ role }).where(eq(users.id, id));

/** Every route the API serves under /api/admin, as [method, url], read from the router itself. */
function adminRoutes(): [string, string][] {
  const routes = t.app.printRoutes({ commonPrefix: false });
  return [...routes.matchAll(/(\/api\/admin\/\S*) \(([^)]+)\)/g)].flatMap(([, url, methods]) =>
    (methods ?? '')
      .split(', ')
      .filter((method) => method !== 'HEAD')
      .map((method): [string, string] => [method, url ?? '']),
  );
}

const call = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('/api/admin', () => {
  it('has routes, every one of them closed to visitors and shoppers', async () => {
    const routes = adminRoutes();
    expect(routes).toContainEqual(['GET', '/api/admin/me']);
    const shopper = await signUp();
    for (const [method, url] of routes) {
      const visitor = await call(method, url);
      expect([method, url, visitor.statusCode, visitor.json()]).toEqual([
        method,
        url,
        401,
        { message: 'Please log in to continue' },
      ]);
      const forged = await call(method, url, 'not-a-token');
      expect([method, url, forged.statusCode]).toEqual([method, url, 401]);
      const refused = await call(method, url, shopper.token);
      expect([method, url, refused.statusCode, refused.json()]).toEqual([
        method,
        url,
        403,
        { message: "This area is for the shop's staff." },
      ]);
    }
  });

  it('greets staff and the owner with who they are', async () => {
    const owner = await signUp();
    await setRole(owner.id, 'owner');
    const staff = await signUp();
    await setRole(staff.id, 'staff');

    const ownerAnswer = await call('GET', '/api/admin/me', owner.token);
    expect(ownerAnswer.statusCode).toBe(200);
    expect(v.parse(adminProfileSchema, ownerAnswer.json())).toEqual({
      id: owner.id,
      name: 'Meenakshi Sundaram',
      email: owner.email,
      role: 'owner',
    });
    expect((await call('GET', '/api/admin/me', staff.token)).json()).toMatchObject({ role: 'staff' });
  });

  it('follows a change of role from the next call, with the same token', async () => {
    const member = await signUp();
    await setRole(member.id, 'staff');
    expect((await call('GET', '/api/admin/me', member.token)).statusCode).toBe(200);
    await setRole(member.id, 'shopper');
    expect((await call('GET', '/api/admin/me', member.token)).statusCode).toBe(403);
  });
});

describe('making the owner', () => {
  it('makes a confirmed account the owner, whatever the case of the address typed', async () => {
    const account = await signUp();
    await makeOwner(
      new UserRepository(t.database.db),
      new AuditService(t.database.db),
      `  ${account.email.toUpperCase()} `,
    );
    expect((await call('GET', '/api/admin/me', account.token)).json()).toMatchObject({ role: 'owner' });
  });

  it('refuses an account whose email was not confirmed, and one that does not exist', async () => {
    const unconfirmed = await signUp({ confirmed: false });
    const repository = new UserRepository(t.database.db);
    const audit = new AuditService(t.database.db);
    await expect(makeOwner(repository, audit, unconfirmed.email)).rejects.toThrow(
      new OwnerNotMadeError(
        `${unconfirmed.email} has not been confirmed yet: follow the link in the confirmation mail, then run this again.`,
      ),
    );
    expect((await call('GET', '/api/admin/me', unconfirmed.token)).statusCode).toBe(403);
    await expect(makeOwner(repository, audit, 'nobody@example.in')).rejects.toThrow(
      'No account uses nobody@example.in: register it in the shop and confirm it first.',
    );
  });

  it('keeps roles to the three the shop knows', async () => {
    const account = await signUp();
    await expect(setRole(account.id, 'admin')).rejects.toThrow();
  });
});

describe('the staff, as the owner runs it', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    owner = await signUp();
    await setRole(owner.id, 'owner');
  });

  const send = (method: string, url: string, token: string, payload?: object) =>
    t.app.inject({ method: method as 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

  it('adds an account that proved its address at once, and writes it to the audit log', async () => {
    const shopper = await signUp();
    const added = await send('POST', '/api/admin/staff', owner.token, {
      email: ` ${shopper.email.toUpperCase()}`,
    });
    expect([added.statusCode, added.json()]).toEqual([
      200,
      { message: `${shopper.email} can now open the back office.` },
    ]);
    expect((await call('GET', '/api/admin/me', shopper.token)).json()).toMatchObject({ role: 'staff' });

    const staff = v.parse(staffListSchema, (await call('GET', '/api/admin/staff', owner.token)).json());
    expect(staff.staff).toContainEqual({
      id: shopper.id,
      name: 'Meenakshi Sundaram',
      email: shopper.email,
      role: 'staff',
    });
    const { entries } = v.parse(auditLogSchema, (await call('GET', '/api/admin/audit', owner.token)).json());
    expect(entries[0]).toMatchObject({
      action: 'staff.added',
      target: shopper.email,
      actor: { name: 'Meenakshi Sundaram', email: owner.email },
    });
  });

  it('invites an address with no proven account by mail; it joins once an account confirms it', async () => {
    const email = `invited.${Date.now()}@example.in`;
    const invited = await send('POST', '/api/admin/staff', owner.token, { email });
    expect([invited.statusCode, invited.json()]).toEqual([
      202,
      {
        message: `We have invited ${email}. They join the staff once they sign in with that address and confirm it within 7 days.`,
      },
    ]);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail?.subject).toBe('You are invited to help run Brass Aangan');
    expect(
      v.parse(staffListSchema, (await call('GET', '/api/admin/staff', owner.token)).json()).invitations,
    ).toContainEqual({
      email,
      invitedAt: expect.any(String),
      expiresAt: expect.any(String),
    });

    const newcomer = await signUp({ confirmed: false, email });
    expect((await call('GET', '/api/admin/me', newcomer.token)).statusCode).toBe(403);
    const token = (await confirmationLinkFor(t.database.db, email)).searchParams.get('token');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/confirm-email', payload: { token } }))
        .statusCode,
    ).toBe(200);

    expect((await call('GET', '/api/admin/me', newcomer.token)).json()).toMatchObject({ role: 'staff' });
    const { entries } = v.parse(auditLogSchema, (await call('GET', '/api/admin/audit', owner.token)).json());
    expect(entries[0]).toMatchObject({
      action: 'staff.added',
      target: email,
      actor: null,
      details: { invitedBy: owner.id },
    });
    expect(entries[1]).toMatchObject({ action: 'staff.invited', target: email });
  });

  it('removes a member of staff, never the owner', async () => {
    const member = await signUp();
    await setRole(member.id, 'staff');
    const removed = await send('DELETE', `/api/admin/staff/${member.id}`, owner.token);
    expect([removed.statusCode, removed.json()]).toEqual([
      200,
      { message: `${member.email} no longer opens the back office.` },
    ]);
    expect((await call('GET', '/api/admin/me', member.token)).statusCode).toBe(403);

    const ownerRemoved = await send('DELETE', `/api/admin/staff/${owner.id}`, owner.token);
    expect([ownerRemoved.statusCode, ownerRemoved.json()]).toEqual([
      409,
      { message: "The shop's owner cannot be removed." },
    ]);
    expect((await send('DELETE', '/api/admin/staff/usr_nobody', owner.token)).statusCode).toBe(404);
  });

  it('refuses a bad address and one already on the staff, saving nothing', async () => {
    const bad = await send('POST', '/api/admin/staff', owner.token, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please enter a valid email address');
    const again = await send('POST', '/api/admin/staff', owner.token, { email: owner.email });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: `${owner.email} is the shop's owner.` },
    ]);
  });

  it("is the owner's alone: staff may not see or change it", async () => {
    const member = await signUp();
    await setRole(member.id, 'staff');
    for (const [method, url] of [
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff'],
      ['DELETE', `/api/admin/staff/${owner.id}`],
      ['DELETE', '/api/admin/staff/invitations/someone%40example.in'],
    ] as const) {
      const refused = await send(
        method,
        url,
        member.token,
        method === 'POST' ? { email: 'x@example.in' } : undefined,
      );
      expect([url, refused.statusCode, refused.json()]).toEqual([
        url,
        403,
        { message: "Only the shop's owner can manage the staff." },
      ]);
    }
  });

  describe('invitations to the staff', () => {
    const invite = async (email: string) =>
      expect((await send('POST', '/api/admin/staff', owner.token, { email })).statusCode).toBe(202);
    const invitations = async () =>
      v.parse(staffListSchema, (await call('GET', '/api/admin/staff', owner.token)).json()).invitations;
    const confirm = async (email: string) => {
      const token = (await confirmationLinkFor(t.database.db, email)).searchParams.get('token');
      return t.app.inject({ method: 'POST', url: '/api/users/confirm-email', payload: { token } });
    };

    it('expire 7 days after they were sent', async () => {
      const email = `week.${Date.now()}@example.in`;
      await invite(email);
      const [listed] = (await invitations()).filter((invitation) => invitation.email === email);
      expect(Date.parse(listed!.expiresAt) - Date.parse(listed!.invitedAt)).toBe(7 * 24 * 60 * 60_000);
    });

    it('let nobody join once expired: confirming the address says so, and the log records it', async () => {
      const email = `late.${Date.now()}@example.in`;
      await invite(email);
      await t.database.db
        .update(staffInvitations)
        .set({ createdAt: new Date(Date.now() - 7 * 24 * 60 * 60_000 - 60_000) })
        .where(eq(staffInvitations.email, email));
      const latecomer = await signUp({ confirmed: false, email });

      const confirmed = await confirm(email);
      expect([confirmed.statusCode, confirmed.json()]).toEqual([
        200,
        {
          message:
            "Thank you! Your email is confirmed. Your invitation to the shop's staff has expired. Ask the shop's owner to invite you again.",
        },
      ]);
      expect((await call('GET', '/api/admin/me', latecomer.token)).statusCode).toBe(403);
      expect((await invitations()).map((invitation) => invitation.email)).not.toContain(email);
      const { entries } = v.parse(
        auditLogSchema,
        (await call('GET', '/api/admin/audit', owner.token)).json(),
      );
      expect(entries[0]).toMatchObject({ action: 'staff.invitation_expired', target: email, actor: null });
    });

    it('are withdrawn by the owner, audited; the address then joins by proving it no more', async () => {
      const email = `withdrawn.${Date.now()}@example.in`;
      await invite(email);
      const withdrawn = await send(
        'DELETE',
        `/api/admin/staff/invitations/${encodeURIComponent(email.toUpperCase())}`,
        owner.token,
      );
      expect([withdrawn.statusCode, withdrawn.json()]).toEqual([
        200,
        { message: `The invitation to ${email} is withdrawn.` },
      ]);
      expect((await invitations()).map((invitation) => invitation.email)).not.toContain(email);
      const { entries } = v.parse(
        auditLogSchema,
        (await call('GET', '/api/admin/audit', owner.token)).json(),
      );
      expect(entries[0]).toMatchObject({
        action: 'staff.invitation_withdrawn',
        target: email,
        actor: { email: owner.email },
      });

      const again = await send(
        'DELETE',
        `/api/admin/staff/invitations/${encodeURIComponent(email)}`,
        owner.token,
      );
      expect([again.statusCode, again.json()]).toEqual([
        404,
        { message: `No invitation to ${email} is waiting.` },
      ]);

      const newcomer = await signUp({ confirmed: false, email });
      expect((await confirm(email)).json()).toEqual({ message: 'Thank you! Your email is confirmed.' });
      expect((await call('GET', '/api/admin/me', newcomer.token)).statusCode).toBe(403);
    });
  });
});

describe('GET /api/admin/audit', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;
  /** A word only this block's entries hold, so that other tests' entries do not count. */
  const mark = `audit${Date.now()}`;
  beforeAll(async () => {
    owner = await signUp();
    await setRole(owner.id, 'owner');
    member = await signUp();
    await setRole(member.id, 'staff');
    // A second apart, newest last, so that newest first is one order whatever the clock's resolution.
    const at = (second: number) => new Date(Date.now() - (60 - second) * 1000);
    await t.database.db.insert(auditLog).values([
      ...Array.from({ length: 55 }, (_, index) => ({
        id: `aud_${mark}_${index}`,
        actorId: member.id,
        action: 'order.shipped',
        target: `BA-${mark}-${index}`,
        createdAt: at(index),
      })),
      {
        id: `aud_${mark}_product`,
        actorId: owner.id,
        action: 'product.updated',
        target: `brass-${mark}`,
        createdAt: at(55),
      },
      {
        id: `aud_${mark}_staff`,
        actorId: owner.id,
        action: 'staff.added',
        target: `${mark}@example.in`,
        createdAt: at(56),
      },
    ]);
  });

  const logOf = async (query: string, token = owner.token) => {
    const answer = await call('GET', `/api/admin/audit?${query}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return v.parse(auditLogSchema, answer.json());
  };

  it('pages the log, newest first, 50 entries a page', async () => {
    const first = await logOf(`q=${mark}`);
    expect([first.total, first.page, first.pageSize, first.entries.length]).toEqual([57, 1, 50, 50]);
    expect(first.entries[0]).toMatchObject({ action: 'staff.added' });
    const second = await logOf(`q=${mark}&page=2`);
    expect(second.entries.map((entry) => entry.target)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((index) => `BA-${mark}-${index}`),
    );
  });

  it('narrows it to a subject, and to words of the target or of who made the change', async () => {
    const products = await logOf(`q=${mark}&subject=product`);
    expect(products.entries.map((entry) => entry.target)).toEqual([`brass-${mark}`]);
    const byMember = await logOf(`subject=order&q=${encodeURIComponent(member.email)}`);
    expect(byMember.total).toBe(55);
    const staff = await logOf(`q=${mark}&subject=staff`);
    expect(staff.entries.map((entry) => entry.action)).toEqual(['staff.added']);
  });

  it('hides the changes of the staff itself from staff, and says what is wrong with a query', async () => {
    const seen = await logOf(`q=${mark}`, member.token);
    expect(seen.total).toBe(56);
    expect((await logOf(`q=${mark}&subject=staff`, member.token)).total).toBe(0);
    const refused = await call('GET', '/api/admin/audit?subject=weather', owner.token);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: 'subject: Choose what the changes are about' },
    ]);
  });
});
