import { adminBlogListSchema, adminBlogSchema } from '@brass/shared/contracts/admin-content';
import { blogSchema } from '@brass/shared/contracts/content';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blogs } from '../../db/schema.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();

const draft = {
  title: 'Lighting the Karthigai Deepam',
  body: '## Karthigai\n\nOn the full moon of Karthigai, every doorstep in Tamil Nadu is lined with **lamps**.\n\n- Agal vilakku are small, shallow and made to be lit in rows.\n- See [our agal set](/product/agal-set).',
  image: '/images/blogs/festival-of-lamps-960.webp',
};

const shopList = async () => {
  const response = await b.app.inject({ method: 'GET', url: '/api/blogs' });
  expect(response.statusCode).toBe(200);
  return v.parse(v.array(blogSchema), response.json());
};
const shopPost = (id: string) => b.app.inject({ method: 'GET', url: `/api/blogs/${id}` });

async function create(body: object = draft) {
  const response = await b.admin('POST', '/blogs', { payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return v.parse(adminBlogSchema, response.json());
}

describe('the blog in the back office', () => {
  it('lists every post with its state, the seeded ones published', async () => {
    const response = await b.admin('GET', '/blogs');
    expect(response.statusCode).toBe(200);
    const { posts, counts } = v.parse(adminBlogListSchema, response.json());
    const shop = await shopList();
    expect(posts.map((post) => post.id).toSorted()).toEqual(shop.map((post) => post._id).toSorted());
    expect(posts.every((post) => post.state === 'published' && post.publishedAt !== null)).toBe(true);
    expect(counts).toEqual({ draft: 0, published: shop.length });
    const seeded = posts.find((post) => post.id === 'caring-for-brass-at-home');
    expect(seeded?.publishedAt).toBe(seeded?.createdAt);
  });

  it('writes a new post as a draft the shop does not show, at an address made from its title', async () => {
    const before = await shopList();
    const post = await create();
    expect(post).toMatchObject({
      id: 'lighting-the-karthigai-deepam',
      title: draft.title,
      state: 'draft',
      publishedAt: null,
      image: draft.image,
      body: draft.body,
    });
    expect(await shopList()).toEqual(before);
    const hidden = await shopPost(post.id);
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { message: 'Blog not found' }]);
    expect(await b.auditOf(post.id)).toEqual([
      { action: 'blog.created', details: { title: draft.title }, actorId: b.staffId },
    ]);

    const listed = v.parse(adminBlogListSchema, (await b.admin('GET', '/blogs')).json());
    expect(listed.posts[0]).toMatchObject({ id: post.id, state: 'draft' });
    expect(listed.counts.draft).toBe(1);
  });

  it('previews a draft exactly as the shop would receive it, dated as if published now', async () => {
    const post = await create({ ...draft, title: 'Preview me', image: null });
    const response = await b.admin('GET', `/blogs/${post.id}`);
    expect(response.statusCode).toBe(200);
    const { preview } = v.parse(adminBlogSchema, response.json());
    expect(preview).toEqual({
      _id: 'preview-me',
      title: 'Preview me',
      description: draft.body,
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(preview.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('publishes a draft into the shop and takes it out again, writing each to the audit log', async () => {
    const post = await create({ ...draft, title: 'Urli arrangements for Pongal' });
    const published = await b.admin('POST', `/blogs/${post.id}/publish`);
    expect(published.statusCode).toBe(200);
    const answer = v.parse(adminBlogSchema, published.json());
    expect(answer.state).toBe('published');
    expect(answer.publishedAt).not.toBeNull();

    const shown = await shopPost(post.id);
    expect(shown.statusCode).toBe(200);
    expect(v.parse(blogSchema, shown.json())).toEqual({ ...answer.preview, createdAt: answer.publishedAt });
    expect((await shopList())[0]?._id).toBe(post.id);

    const again = await b.admin('POST', `/blogs/${post.id}/publish`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: '“Urli arrangements for Pongal” is already published.' },
    ]);

    const withdrawn = await b.admin('POST', `/blogs/${post.id}/unpublish`);
    expect(withdrawn.statusCode).toBe(200);
    expect(v.parse(adminBlogSchema, withdrawn.json())).toMatchObject({ state: 'draft', publishedAt: null });
    expect((await shopPost(post.id)).statusCode).toBe(404);
    expect((await shopList()).some((shown) => shown._id === post.id)).toBe(false);
    const twice = await b.admin('POST', `/blogs/${post.id}/unpublish`);
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { message: '“Urli arrangements for Pongal” is a draft already.' },
    ]);

    expect((await b.auditOf(post.id)).map((entry) => entry.action)).toEqual([
      'blog.created',
      'blog.published',
      'blog.unpublished',
    ]);
  });

  it('unpublishes a seeded post: its page answers like an unknown one until it is published again', async () => {
    const id = 'caring-for-brass-at-home';
    expect((await b.admin('POST', `/blogs/${id}/unpublish`)).statusCode).toBe(200);
    const hidden = await shopPost(id);
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { message: 'Blog not found' }]);
    expect((await b.admin('POST', `/blogs/${id}/publish`)).statusCode).toBe(200);
    expect((await shopPost(id)).statusCode).toBe(200);
  });

  it('edits the title, text and image, keeping the address; an edit that changes nothing is not logged', async () => {
    const post = await create({ ...draft, title: 'Brass bells for the puja room' });
    const edit = {
      title: 'Choosing brass bells for the puja room',
      body: 'A good bell rings *long* and clear.\r\n\r\n1. Listen before you buy.\r\n2. Hang it where you pass.',
      image: '',
    };
    const edited = await b.admin('PUT', `/blogs/${post.id}`, { payload: edit });
    expect(edited.statusCode).toBe(200);
    const answer = v.parse(adminBlogSchema, edited.json());
    // Kept with one kind of line break, whatever the browser sent.
    const body =
      'A good bell rings *long* and clear.\n\n1. Listen before you buy.\n2. Hang it where you pass.';
    expect(answer).toMatchObject({ id: post.id, title: edit.title, body, image: null, state: 'draft' });
    expect(Date.parse(answer.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.updatedAt));
    const [row] = await b.database.db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(row?.description).toBe(body);

    expect((await b.admin('PUT', `/blogs/${post.id}`, { payload: edit })).statusCode).toBe(200);
    expect(await b.auditOf(post.id)).toEqual([
      expect.objectContaining({ action: 'blog.created' }),
      {
        action: 'blog.updated',
        details: { title: edit.title, changed: 'title, text, image' },
        actorId: b.staffId,
      },
    ]);
  });

  it('gives a post with the title of another its own address', async () => {
    const first = await create({ ...draft, title: 'Diya care' });
    const second = await create({ ...draft, title: 'Diya care!' });
    const third = await create({ ...draft, title: 'दीया' });
    expect([first.id, second.id, third.id]).toEqual(['diya-care', 'diya-care-2', 'post']);
    expect((await create({ ...draft, title: 'दीया' })).id).toBe('post-2');
  });

  it.each([
    [{ ...draft, title: '  ' }, 'title: Title is required'],
    [{ body: draft.body }, 'title: Title is required'],
    [{ ...draft, title: 'x'.repeat(201) }, 'title: Title can be at most 200 characters'],
    [{ title: draft.title }, 'body: Text is required'],
    [{ ...draft, body: ' \n\n ' }, 'body: Text is required'],
    [{ ...draft, body: ['One', 'Two'] }, 'body: Text is required'],
    [{ ...draft, body: 'x'.repeat(100_001) }, 'body: Text can be at most 100,000 characters'],
    [
      { ...draft, image: 'https://elsewhere.example/x.jpg' },
      'image: Image must be a path under /images/ to a WebP, AVIF, PNG or JPEG file, such as /images/blogs/diwali-960.webp',
    ],
    [
      { ...draft, image: '/images/../../etc/passwd.png' },
      'image: Image must be a path under /images/ to a WebP, AVIF, PNG or JPEG file, such as /images/blogs/diwali-960.webp',
    ],
  ])('refuses %j, saving nothing', async (payload, message) => {
    const before = await b.database.db.select().from(blogs);
    const created = await b.admin('POST', '/blogs', { payload });
    expect([created.statusCode, created.json()]).toEqual([400, { message }]);
    const edited = await b.admin('PUT', '/blogs/caring-for-brass-at-home', { payload });
    expect([edited.statusCode, edited.json()]).toEqual([400, { message }]);
    expect(await b.database.db.select().from(blogs)).toEqual(before);
  });

  it('answers 404 for a post that does not exist', async () => {
    for (const [method, url, payload] of [
      ['GET', '/blogs/no-such-post', undefined],
      ['PUT', '/blogs/no-such-post', draft],
      ['POST', '/blogs/no-such-post/publish', undefined],
      ['POST', '/blogs/no-such-post/unpublish', undefined],
    ] as const) {
      const response = await b.admin(method, url, payload ? { payload } : {});
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        404,
        { message: 'No blog post has that id.' },
      ]);
    }
  });
});

describe('the shop’s blog', () => {
  it('shows only posts published by now: a draft and a post dated tomorrow are not found', async () => {
    const now = new Date();
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    await b.database.db.insert(blogs).values([
      { id: 'a-quiet-draft', title: 'A quiet draft', description: 'Not yet.', publishedAt: null },
      { id: 'for-tomorrow', title: 'For tomorrow', description: 'Soon.', publishedAt: tomorrow },
    ]);
    const ids = (await shopList()).map((post) => post._id);
    expect(ids).not.toContain('a-quiet-draft');
    expect(ids).not.toContain('for-tomorrow');
    for (const id of ['a-quiet-draft', 'for-tomorrow']) {
      const response = await shopPost(id);
      expect([id, response.statusCode, response.json()]).toEqual([id, 404, { message: 'Blog not found' }]);
    }
  });
});
