import { StatusPanel } from '../../../components/StatusPanel';
import buttons from '../../../components/ActionButton.module.css';
import type { Blog } from '@brass/shared/contracts/content';
import type { RequestState } from '@brass/shared/use-request';
import { blogsErrorMessage } from '../api/get-blogs';
import { BlogCard } from './BlogCard';
import styles from './BlogList.module.css';

export function BlogList({ state }: { state: RequestState<Blog[]> }) {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <StatusPanel tone="waiting" headingLevel={2} heading="Loading blogs...">
          Please wait while we fetch the latest blog posts
        </StatusPanel>
      );
    case 'error':
      return (
        <StatusPanel
          tone="error"
          headingLevel={2}
          heading="Error Loading Blogs"
          action={
            <button type="button" className={buttons.action} onClick={() => window.location.reload()}>
              Try Again
            </button>
          }
        >
          {blogsErrorMessage(state.error)}
        </StatusPanel>
      );
    case 'success':
      if (state.data.length === 0) {
        return (
          <StatusPanel tone="empty" headingLevel={2} heading="No blogs found">
            Check back later for new blog posts
          </StatusPanel>
        );
      }
      return (
        <ul className={styles.grid} aria-label="Blog posts">
          {state.data.map((blog, index) => (
            <li key={blog._id} className={styles.item}>
              <BlogCard blog={blog} leading={index === 0} />
            </li>
          ))}
        </ul>
      );
  }
}
