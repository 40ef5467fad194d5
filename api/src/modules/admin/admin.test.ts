import { adminProfileSchema, registerResponseSchema } from '@brass/shared/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { makeOwner, OwnerNotMadeError } from '../users/owner.js';
import { UserRepository } from '../users/repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let signUps = 0;

/** A new shopper's account and access token; `confirmed` as if the confirmation link had been followed. */
async function signUp({ confirmed = true } = {}) {
  const email = `staff.${++signUps}@example.in`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Meenakshi Sundaram', email, password: 'a-long-brass-password' },
    remoteAddress: `10.9.0.${signUps}`,
  });
  expect(response.statusCode).toBe(201);
  const { token, user } = registerResponseSchema.parse(response.json());
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
    expect(adminProfileSchema.parse(ownerAnswer.json())).toEqual({
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
    await makeOwner(new UserRepository(t.database.db), `  ${account.email.toUpperCase()} `);
    expect((await call('GET', '/api/admin/me', account.token)).json()).toMatchObject({ role: 'owner' });
  });

  it('refuses an account whose email was not confirmed, and one that does not exist', async () => {
    const unconfirmed = await signUp({ confirmed: false });
    const repository = new UserRepository(t.database.db);
    await expect(makeOwner(repository, unconfirmed.email)).rejects.toThrow(
      new OwnerNotMadeError(
        `${unconfirmed.email} has not been confirmed yet: follow the link in the confirmation mail, then run this again.`,
      ),
    );
    expect((await call('GET', '/api/admin/me', unconfirmed.token)).statusCode).toBe(403);
    await expect(makeOwner(repository, 'nobody@example.in')).rejects.toThrow(
      'No account uses nobody@example.in: register it in the shop and confirm it first.',
    );
  });

  it('keeps roles to the three the shop knows', async () => {
    const account = await signUp();
    await expect(setRole(account.id, 'admin')).rejects.toThrow();
  });
});
