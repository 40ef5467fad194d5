import type { RemotePageProps } from '@brass/shared/remote-pages';
import type { Blog } from '@brass/shared/contract';
import type { RequestState } from '@brass/shared/use-request';
import { isMissingBlog, useBlog } from '../features/blog/api/get-blog';
import { BlogPost } from '../features/blog/components/BlogPost';
import { blogParagraphs } from '../features/blog/utils/blog-paragraphs';
import { blogPreview } from '../features/blog/utils/blog-preview';
import { pageTitle } from '../config/brand';
import { usePageMeta } from '@brass/shared/page-meta';
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

export default function BlogPostPage({ params }: RemotePageProps) {
  const state = useBlog(params.id);
  usePageMeta(postMeta(state));
  return (
    <div data-boundary="blog" className={page.page}>
      <BlogPost state={state} />
    </div>
  );
}
