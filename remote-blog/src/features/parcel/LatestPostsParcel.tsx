import { shopLink, type ShopParcelProps } from '@brass/shared/parcel';
import { useId } from 'react';
import { blogsErrorMessage, useBlogs } from '../blog/api/get-blogs';
import { PublishedOn } from '../blog/components/PublishedOn';
import styles from './LatestPostsParcel.module.css';

export interface LatestPostsParcelProps extends ShopParcelProps {
  /** How many posts to list, newest first: 1 to 12, 3 when left out or out of range. */
  limit?: number;
}

const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 12;

export function postsToShow(limit: unknown): number {
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT
    ? limit
    : DEFAULT_LIMIT;
}

/** The newest posts of the shop's blog on any page, each linking to the post in the shop. */
export function LatestPostsParcel(props: LatestPostsParcelProps) {
  const state = useBlogs();
  const headingId = useId();

  return (
    <section className={styles.parcel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        From the blog
      </h2>
      {state.status === 'loading' && <p className={styles.note}>Loading posts…</p>}
      {state.status === 'error' && (
        <p className={styles.error} role="alert">
          {blogsErrorMessage(state.error)}
        </p>
      )}
      {state.status === 'success' &&
        (state.data.length === 0 ? (
          <p className={styles.note}>No posts yet.</p>
        ) : (
          <ul className={styles.posts}>
            {[...state.data]
              .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
              .slice(0, postsToShow(props.limit))
              .map((blog) => (
                <li key={blog._id} className={styles.post}>
                  <a
                    href={shopLink(props, `/blogs/${encodeURIComponent(blog._id)}`)}
                    className={styles.title}
                  >
                    {blog.title}
                  </a>
                  <PublishedOn createdAt={blog.createdAt} className={styles.date} />
                </li>
              ))}
          </ul>
        ))}
      <a href={shopLink(props, '/blogs')} className={styles.all}>
        All posts
      </a>
    </section>
  );
}
