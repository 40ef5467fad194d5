import type { PagePrefetch } from '@brass/shared/remote-contracts';
import type { RemotePageProps } from '@brass/shared/remote-pages';
import type { Blog } from '@brass/shared/contracts/content';
import type { RequestState } from '@brass/shared/use-request';
import { blogPostCalls, isMissingBlog, useBlog } from '../features/blog/api/get-blog';
import { BlogPost } from '../features/blog/components/BlogPost';
import { blogParagraphs } from '../features/blog/utils/blog-paragraphs';
import { blogPreview } from '../features/blog/utils/blog-preview';
import { pageTitle } from '../config/brand';
import { usePageMeta } from '@brass/shared/page-meta';
import { keepAnswers } from '@brass/shared/server-data';
import page from '../components/Page.module.css';

function postMeta(state: RequestState<Blog>) {
  if (state.status === 'success') {
    const { title, description } = state.data;
    return {
      title: pageTitle(title),
      description: blogPreview(blogParagraphs(description).join(' ')),
    };
  }
  if (state.status === 'error' && isMissingBlog(state.error)) return { title: pageTitle('Blog not found') };
  return {};
}

/** How long a fetch ahead may take before the page asks itself. */
const PREFETCH_TIMEOUT_MS = 5_000;

/** The post, fetched ahead of a move to it (`PagePrefetch`). */
export const prefetch: PagePrefetch['prefetch'] = ({ id }) =>
  keepAnswers(blogPostCalls(id, AbortSignal.timeout(PREFETCH_TIMEOUT_MS)));

export default function BlogPostPage({ params }: RemotePageProps) {
  const state = useBlog(params.id);
  usePageMeta(postMeta(state));
  return (
    <div data-boundary="blog" className={page.page}>
      <BlogPost state={state} />
    </div>
  );
}
