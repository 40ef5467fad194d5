import type { APIRequestContext } from '@playwright/test';

export interface Blog {
  _id: string;
  title: string;
  description: string;
  image?: string;
  createdAt: string;
}

/** The posts as the API serves them, newest first, so a journey can name what it expects to see. */
export async function listBlogs(request: APIRequestContext, api: string): Promise<Blog[]> {
  const response = await request.get(`${api}/api/blogs`);
  if (!response.ok()) throw new Error(`GET /api/blogs answered ${response.status()}`);
  return (await response.json()) as Blog[];
}

/** The paragraphs of a post written in plain words (the seeded ones): Markdown parts them at blank lines. */
export function paragraphsOf(blog: Blog): string[] {
  return blog.description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
