import type { AdminBlog, AdminBlogSummary, AdminPolicyPage } from '@brass/shared/contracts/admin-content';

export function aPostSummary(overrides: Partial<AdminBlogSummary> = {}): AdminBlogSummary {
  return {
    id: 'blg_diwali',
    title: 'Lighting brass lamps for Diwali',
    state: 'draft',
    image: null,
    createdAt: '2026-11-01T04:30:00.000Z',
    updatedAt: '2026-11-02T04:30:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}

export function aPost(overrides: Partial<AdminBlog> = {}): AdminBlog {
  const post = { ...aPostSummary(), body: 'Polish the lamp **first**.\n\nThen fill it with ghee.' };
  return {
    ...post,
    preview: {
      _id: post.id,
      title: post.title,
      description: post.body,
      createdAt: post.createdAt,
    },
    ...overrides,
  };
}

export function aPolicyPage(overrides: Partial<AdminPolicyPage> = {}): AdminPolicyPage {
  return {
    slug: 'returns',
    title: 'Returns and Refunds',
    body: 'You may return a piece within 7 days.\n\n## How to return\nWrite to us first.',
    updatedAt: '2026-11-03T04:30:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}
