import { apiClient } from '@brass/shared/api';
import {
  adminBlogListSchema,
  adminBlogSchema,
  type AdminBlog,
  type AdminBlogList,
  type BlogPostBody,
} from '@brass/shared/contracts/admin-content';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

const postPath = (id: string) => `/api/admin/blogs/${encodeURIComponent(id)}`;

/** Every post, drafts included, newest first; a new `attempt` asks again. */
export function useBlogPosts(attempt: number) {
  return useRequest(`admin-blogs:${attempt}`, async (signal): Promise<AdminBlogList> => {
    const { data } = await apiClient.get<unknown>('/api/admin/blogs', { signal });
    return v.parse(adminBlogListSchema, data);
  });
}

/** One post to edit, with its preview as the shop would show it; no `id` (a new post) asks nothing. */
export function useBlogPost(id: string | undefined, attempt: number) {
  return useRequest(
    id === undefined ? null : `admin-blog:${id}:${attempt}`,
    async (signal): Promise<AdminBlog> => {
      const { data } = await apiClient.get<unknown>(postPath(id ?? ''), { signal });
      return v.parse(adminBlogSchema, data);
    },
  );
}

/** Writes a new draft (no `id`) or replaces a post's title and text; its image stays as it is. */
export async function saveBlogPost(
  id: string | undefined,
  body: Pick<BlogPostBody, 'title' | 'body'>,
): Promise<AdminBlog> {
  const { data } = id
    ? await apiClient.put<unknown>(postPath(id), body)
    : await apiClient.post<unknown>('/api/admin/blogs', body);
  return v.parse(adminBlogSchema, data);
}

/** Puts a draft in the shop, or takes a published post back to a draft. */
export async function setPublished(id: string, published: boolean): Promise<AdminBlog> {
  const { data } = await apiClient.post<unknown>(`${postPath(id)}/${published ? 'publish' : 'unpublish'}`);
  return v.parse(adminBlogSchema, data);
}

/** Gives the post this image file, in place of its own; the API makes the shop's sizes of it. */
export async function uploadPostImage(id: string, file: File): Promise<AdminBlog> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiClient.put<unknown>(`${postPath(id)}/image`, form);
  return v.parse(adminBlogSchema, data);
}

/** Takes the image off the post. */
export async function removePostImage(id: string): Promise<AdminBlog> {
  const { data } = await apiClient.delete<unknown>(`${postPath(id)}/image`);
  return v.parse(adminBlogSchema, data);
}
