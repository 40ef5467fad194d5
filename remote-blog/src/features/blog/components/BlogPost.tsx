import { Link } from '@brass/shared/router';
import { StatusPanel } from '../../../components/StatusPanel';
import buttons from '../../../components/ActionButton.module.css';
import type { BlogState } from '../api/get-blog';
import { BlogArticle } from './BlogArticle';

export function BlogPost({ state }: { state: BlogState }) {
  const backToBlogs = (
    <Link to="/blogs" className={`${buttons.action} ${buttons.quiet}`}>
      Back to Blogs
    </Link>
  );
  switch (state.status) {
    case 'loading':
      return <StatusPanel tone="waiting" headingLevel={1} heading="Loading blog..." />;
    case 'not-found':
      return (
        <StatusPanel tone="empty" headingLevel={1} heading="Blog not found" action={backToBlogs}>
          The blog post you&apos;re looking for doesn&apos;t exist
        </StatusPanel>
      );
    case 'error':
      return (
        <StatusPanel tone="error" headingLevel={1} heading="Error Loading Blog" action={backToBlogs}>
          {state.message}
        </StatusPanel>
      );
    case 'loaded':
      // Keyed so a failed image of one post does not hide the image of the next.
      return <BlogArticle key={state.blog._id} blog={state.blog} />;
  }
}
