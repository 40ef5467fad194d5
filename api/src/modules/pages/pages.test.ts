import { adminPolicyPageListSchema, adminPolicyPageSchema } from '@brass/shared/contracts/admin-content';
import { policyPageSchema } from '@brass/shared/contracts/content';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { policyPages } from '../../db/schema.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();

const shopPage = (slug: string) => b.app.inject({ method: 'GET', url: `/api/pages/${slug}` });

const titles = {
  terms: 'Terms and Conditions',
  faq: 'FAQ',
  shipping: 'Shipping',
  returns: 'Returns and Refunds',
  privacy: 'Privacy',
};

describe('GET /api/pages/:slug', () => {
  it.each(Object.entries(titles))(
    'answers the seeded %s page: %s, with headings and paragraphs',
    async (slug, title) => {
      const response = await shopPage(slug);
      expect(response.statusCode).toBe(200);
      const page = v.parse(policyPageSchema, response.json());
      expect(page).toMatchObject({ slug, title });
      const blocks = page.body.split('\n\n');
      expect(blocks.filter((block) => block.startsWith('## ')).length).toBeGreaterThanOrEqual(2);
      expect(blocks.filter((block) => !block.startsWith('## ')).length).toBeGreaterThanOrEqual(4);
      expect(page.body).not.toMatch(/\n{3,}|^\s|\s$/);
    },
  );

  it('speaks of the shop as it is: India, the US and the UK, Razorpay, couriers', async () => {
    const body = async (slug: string) => v.parse(policyPageSchema, (await shopPage(slug)).json()).body;
    expect(await body('shipping')).toContain('the United States and the United Kingdom');
    expect(await body('shipping')).toContain('Cash on delivery is available within India only.');
    expect(await body('terms')).toContain('Razorpay');
    expect(await body('returns')).toContain('Razorpay');
    expect(await body('privacy')).toContain('Shiprocket');
  });

  it.each(['no-such-page', 'TERMS', 'terms%2F', '%00', 'x'.repeat(3000), '__proto__'])(
    'answers 404 for %#: %s',
    async (slug) => {
      const response = await shopPage(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Page not found' });
    },
  );
});

describe('policy pages in the back office', () => {
  it('lists the five pages in the order of the footer, none changed yet', async () => {
    const response = await b.admin('GET', '/pages');
    expect(response.statusCode).toBe(200);
    const { pages } = v.parse(adminPolicyPageListSchema, response.json());
    expect(pages.map(({ slug, title }) => [slug, title])).toEqual(Object.entries(titles));
    expect(pages.every((page) => page.updatedBy === null)).toBe(true);
  });

  it('replaces a page, which the shop answers at once, and writes it to the audit log', async () => {
    const edit = {
      title: '  Shipping and delivery ',
      body: 'We ship from Chennai.\r\n\r\n## Charges\r\nShown at checkout.',
    };
    const response = await b.owner('PUT', '/pages/shipping', { payload: edit });
    expect(response.statusCode).toBe(200);
    const page = v.parse(adminPolicyPageSchema, response.json());
    expect(page).toMatchObject({
      slug: 'shipping',
      title: 'Shipping and delivery',
      body: 'We ship from Chennai.\n\n## Charges\nShown at checkout.',
      updatedBy: { name: 'Lakshmi Owner', email: `${b.ownerId}@example.in` },
    });
    expect(v.parse(policyPageSchema, (await shopPage('shipping')).json())).toEqual({
      slug: 'shipping',
      title: page.title,
      body: page.body,
      updatedAt: page.updatedAt,
    });
    expect(await b.auditOf('shipping')).toEqual([
      {
        action: 'page.updated',
        details: { title: 'Shipping and delivery', changed: 'title, text' },
        actorId: b.ownerId,
      },
    ]);

    // The same text again changes nothing, and nothing is logged.
    expect((await b.owner('PUT', '/pages/shipping', { payload: edit })).statusCode).toBe(200);
    expect(await b.auditOf('shipping')).toHaveLength(1);
    const listed = v.parse(adminPolicyPageListSchema, (await b.admin('GET', '/pages')).json());
    expect(listed.pages.find((candidate) => candidate.slug === 'shipping')).toEqual(page);
  });

  it('writes a page that is missing from the database', async () => {
    await b.database.db.delete(policyPages).where(eq(policyPages.slug, 'privacy'));
    expect((await shopPage('privacy')).statusCode).toBe(404);
    const response = await b.owner('PUT', '/pages/privacy', {
      payload: { title: 'Privacy', body: 'We keep little.' },
    });
    expect(response.statusCode).toBe(200);
    expect(v.parse(policyPageSchema, (await shopPage('privacy')).json()).body).toBe('We keep little.');
  });

  it('answers 404 for a page the shop does not have, writing nothing', async () => {
    const before = await b.database.db.select().from(policyPages);
    const response = await b.owner('PUT', '/pages/careers', {
      payload: { title: 'Careers', body: 'Join us.' },
    });
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'Page not found' }]);
    expect(await b.database.db.select().from(policyPages)).toEqual(before);
  });

  it.each([
    ['no title', { body: 'Text' }, 'title: Title is required'],
    ['a blank title', { title: ' ', body: 'Text' }, 'title: Title is required'],
    ['a long title', { title: 'x'.repeat(201), body: 'Text' }, 'title: Title can be at most 200 characters'],
    ['no text', { title: 'Terms' }, 'body: Text is required'],
    ['blank text', { title: 'Terms', body: '\n\n ' }, 'body: Text is required'],
    ['a number for text', { title: 'Terms', body: 42 }, 'body: Text is required'],
    [
      'long text',
      { title: 'Terms', body: 'x'.repeat(50_001) },
      'body: Text can be at most 50,000 characters',
    ],
  ])('refuses %s, saving nothing', async (_case, payload, message) => {
    const before = await b.database.db.select().from(policyPages);
    const response = await b.owner('PUT', '/pages/terms', { payload });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await b.database.db.select().from(policyPages)).toEqual(before);
  });
});

describe('Cache-Tag', () => {
  it('names the policy page asked for, found or not', async () => {
    const found = await shopPage('faq');
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-tag']).toBe('policy:faq');
    const missing = await shopPage('cookies');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-tag']).toBe('policy:cookies');
  });
});
