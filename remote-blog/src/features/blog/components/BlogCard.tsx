import type { Blog } from '@brass/shared/contracts/content';
import { Link } from '@brass/shared/router';
import { markdownPlainText } from '@brass/shared/markdown-plain-text';
import { blogPreview } from '../utils/blog-preview';
import { BlogImage } from './BlogImage';
import { PublishedOn } from './PublishedOn';
import styles from './BlogCard.module.css';

interface Props {
  blog: Blog;
  /** The list's first card: its cover is the page's largest image, at the top of every screen. */
  leading?: boolean;
}

/** The whole card is clickable through the title's link, so the link's name stays the title alone. */
export function BlogCard({ blog, leading = false }: Props) {
  return (
    <article className={styles.card}>
      {/* A brass-toned frame stays when there is no image (or it failed), so the cards line up. */}
      <div className={styles.media}>
        <BlogImage
          path={blog.image}
          className={styles.image}
          sizes="(min-width: 1240px) 380px, (min-width: 720px) 50vw, 100vw"
          priority={leading}
        />
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={`/blogs/${blog._id}`} className={styles.link}>
            {blog.title}
          </Link>
        </h2>
        <p className={styles.preview}>{blogPreview(markdownPlainText(blog.description))}</p>
        <PublishedOn createdAt={blog.createdAt} className={styles.date} />
        <span className={styles.more} aria-hidden="true">
          Read more →
        </span>
      </div>
    </article>
  );
}
