import type { PagePrefetch } from '@brass/shared/remote-contracts';
import type { RemotePageProps } from '@brass/shared/remote-pages';
import { blogPostCalls, useBlog } from '../features/blog/api/get-blog';
import { BlogPostView } from '../features/blog/components/BlogPostView';
import { keepAnswers } from '@brass/shared/server-data';

/** How long a fetch ahead may take before the page asks itself. */
const PREFETCH_TIMEOUT_MS = 5_000;

/** The post, fetched ahead of a move to it (`PagePrefetch`). */
export const prefetch: PagePrefetch['prefetch'] = ({ id }) =>
  keepAnswers(blogPostCalls(id, AbortSignal.timeout(PREFETCH_TIMEOUT_MS), window.location.origin));

export default function BlogPostPage({ params }: RemotePageProps) {
  return <BlogPostView state={useBlog(params.id)} />;
}
