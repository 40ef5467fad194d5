import { Link } from '@brass/shared/router';
import { useState } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { LoadState } from '../../../components/LoadState';
import table from '../../../components/Table.module.css';
import { formatDay } from '../../../utils/format-when';
import { useBlogPosts } from '../api/blog-posts';
import { usePolicyPages } from '../api/policy-pages';
import styles from './Content.module.css';

/** The blog posts, newest first, and the five policy pages, each opening its editor. */
export function ContentOverview() {
  const [postsAttempt, setPostsAttempt] = useState(0);
  const [pagesAttempt, setPagesAttempt] = useState(0);
  const posts = useBlogPosts(postsAttempt);
  const pages = usePolicyPages(pagesAttempt);

  return (
    <div className={styles.screen}>
      <Card
        title="Blog posts"
        meta={
          posts.status === 'success'
            ? `${posts.data.counts.published} published · ${posts.data.counts.draft} drafts`
            : undefined
        }
      >
        <div className={styles.toolbar}>
          <Link to="/admin/content/posts/new" className={buttons.primary}>
            New post
          </Link>
        </div>
        <LoadState
          state={posts}
          loading="Loading the blog posts..."
          onRetry={() => setPostsAttempt((count) => count + 1)}
        >
          {({ posts: list }) =>
            list.length === 0 ? (
              <p className={styles.empty}>No posts yet. Write the first one with New post.</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={table.table}>
                  <thead>
                    <tr>
                      <th scope="col">Title</th>
                      <th scope="col">State</th>
                      <th scope="col">Published</th>
                      <th scope="col">Last changed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((post) => (
                      <tr key={post.id}>
                        <th scope="row">
                          <Link
                            to={`/admin/content/posts/${encodeURIComponent(post.id)}`}
                            className={styles.rowLink}
                          >
                            {post.title}
                          </Link>
                        </th>
                        <td>
                          <span
                            className={
                              post.state === 'published'
                                ? `${styles.state} ${styles.published}`
                                : styles.state
                            }
                          >
                            {post.state === 'published' ? 'Published' : 'Draft'}
                          </span>
                        </td>
                        <td>{post.publishedAt ? formatDay(post.publishedAt) : '—'}</td>
                        <td>{formatDay(post.updatedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </LoadState>
      </Card>
      <Card title="Policy pages" meta="Linked from the shop's footer">
        <LoadState
          state={pages}
          loading="Loading the policy pages..."
          onRetry={() => setPagesAttempt((count) => count + 1)}
        >
          {({ pages: list }) => (
            <div className={styles.tableWrap}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col">Address in the shop</th>
                    <th scope="col">Last changed</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((page) => (
                    <tr key={page.slug}>
                      <th scope="row">
                        <Link to={`/admin/content/pages/${page.slug}`} className={styles.rowLink}>
                          {page.title}
                        </Link>
                      </th>
                      <td>/policies/{page.slug}</td>
                      <td>
                        {formatDay(page.updatedAt)}
                        {page.updatedBy && <span className={table.secondary}>by {page.updatedBy.name}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </LoadState>
      </Card>
    </div>
  );
}
