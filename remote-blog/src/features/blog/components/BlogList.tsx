import { StatusPanel } from '../../../components/StatusPanel';
import buttons from '../../../components/ActionButton.module.css';
import type { BlogsState } from '../api/get-blogs';
import { BlogCard } from './BlogCard';
import styles from './BlogList.module.css';

export function BlogList({ state }: { state: BlogsState }) {
  switch (state.status) {
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
          {state.message}
        </StatusPanel>
      );
    case 'loaded':
      if (state.blogs.length === 0) {
        return (
          <StatusPanel tone="empty" headingLevel={2} heading="No blogs found">
            Check back later for new blog posts
          </StatusPanel>
        );
      }
      return (
        <ul className={styles.grid} aria-label="Blog posts">
          {state.blogs.map((blog) => (
            <li key={blog._id} className={styles.item}>
              <BlogCard blog={blog} />
            </li>
          ))}
        </ul>
      );
  }
}
