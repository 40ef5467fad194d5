import { blogSchema } from '@brass/shared/contracts/content';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('blog', () => {
  it('lists every post, newest first, each in Markdown paragraphs apart at blank lines', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(response.statusCode).toBe(200);
    const posts = v.parse(v.array(blogSchema), response.json());
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((post) => Date.parse(post.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(posts.every((post) => post.description.split('\n\n').length >= 2)).toBe(true);
    expect(posts.every((post) => !/(?<!\n)\n(?!\n)|\n{3,}/.test(post.description))).toBe(true);
    expect(posts.some((post) => post.description.length > 120)).toBe(true);
    expect(posts.some((post) => post.image?.startsWith('/images/blogs/'))).toBe(true);
    expect(posts.some((post) => post.image === undefined)).toBe(true);
  });

  it('answers one post', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs/caring-for-brass-at-home' });
    expect(response.statusCode).toBe(200);
    expect(v.parse(blogSchema, response.json())).toMatchObject({
      _id: 'caring-for-brass-at-home',
      title: 'Caring for Brass at Home',
      image: '/images/blogs/caring-for-brass-at-home-960.webp',
    });
  });

  it.each(['no-such-post', 'Caring-For-Brass', '%00', 'x'.repeat(3000)])('answers 404 for %s', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/blogs/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Blog not found' });
  });
});

describe('Cache-Tag', () => {
  const tagsOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['cache-tag']).split(',').toSorted();

  it('names every post of the list, and the list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    const posts = v.parse(v.array(blogSchema), response.json());
    expect(tagsOf(response)).toEqual(['posts', ...posts.map((post) => `post:${post._id}`)].toSorted());
  });

  it('names the post asked for, found or not', async () => {
    const [first] = v.parse(v.array(blogSchema), (await t.app.inject({ url: '/api/blogs' })).json());
    const found = await t.app.inject({ method: 'GET', url: `/api/blogs/${first!._id}` });
    expect(found.statusCode).toBe(200);
    expect(tagsOf(found)).toEqual([`post:${first!._id}`]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/blogs/no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect(tagsOf(missing)).toEqual(['post:no-such-post']);
  });
});
