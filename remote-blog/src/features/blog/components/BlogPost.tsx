import { Link } from '@brass/shared/router';
import { StatusPanel } from '../../../components/StatusPanel';
import { WayOn } from '../../../components/WayOn';
import buttons from '../../../components/ActionButton.module.css';
import type { Blog } from '@brass/shared/contracts/content';
import type { RequestState } from '@brass/shared/use-request';
import { blogErrorMessage, isMissingBlog } from '../api/get-blog';
import { BlogArticle } from './BlogArticle';

export function BlogPost({ state }: { state: RequestState<Blog> }) {
  const backToBlogs = (
    <Link to="/blogs" className={`${buttons.action} ${buttons.quiet}`}>
      Back to Blogs
    </Link>
  );
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <StatusPanel tone="waiting" headingLevel={1} heading="Loading blog..." />;
    case 'error':
      if (isMissingBlog(state.error)) {
        return (
          <>
            <StatusPanel tone="empty" headingLevel={1} heading="Blog not found" action={backToBlogs}>
              The blog post you&apos;re looking for doesn&apos;t exist
            </StatusPanel>
            <WayOn />
          </>
        );
      }
      return (
        <StatusPanel tone="error" headingLevel={1} heading="Error Loading Blog" action={backToBlogs}>
          {blogErrorMessage(state.error)}
        </StatusPanel>
      );
    case 'success':
      // Keyed so a failed image of one post does not hide the image of the next.
      return <BlogArticle key={state.data._id} blog={state.data} />;
  }
}
