import { imageUrl } from '@brass/shared/api-support';
import type { Blog } from '@brass/shared/contracts/content';
import { usePageMeta, type PageMeta } from '@brass/shared/page-meta';
import type { RequestState } from '@brass/shared/use-request';
import page from '../../../components/Page.module.css';
import { pageTitle } from '../../../config/brand';
import { isMissingBlog } from '../api/get-blog';
import { markdownPlainText } from '@brass/shared/markdown-plain-text';
import { blogPreview } from '../utils/blog-preview';
import { BlogPost } from './BlogPost';

function postMeta(state: RequestState<Blog>): PageMeta {
  if (state.status === 'success') {
    const { _id, title, description, image } = state.data;
    return {
      title: pageTitle(title),
      description: blogPreview(markdownPlainText(description)),
      canonical: `/blogs/${encodeURIComponent(_id)}`,
      share: { type: 'article', image: image ? { url: imageUrl(image), alt: title } : undefined },
    };
  }
  if (state.status === 'error' && isMissingBlog(state.error)) return { title: pageTitle('Blog not found') };
  return {};
}

/**
 * A post's page in each state of its post: the server renders the one of a post the shop does not
 * have from here too, so the reader's page and the server's 404 are the same.
 */
export function BlogPostView({ state }: { state: RequestState<Blog> }) {
  usePageMeta(postMeta(state));
  return (
    <div data-boundary="blog" className={page.page}>
      <BlogPost state={state} />
    </div>
  );
}
