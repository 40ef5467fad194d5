import type { Blog } from '@brass/shared/contracts/content';
import { Link } from '@brass/shared/router';
import { articleStructuredData, inlineJson } from '../utils/article-structured-data';
import { ArticleText } from '../../linked-products/components/ArticleText';
import { useLinkedProducts } from '../../linked-products/api/get-linked-products';
import { blogKey } from '../api/get-blog';
import { BlogImage } from './BlogImage';
import { PublishedOn } from './PublishedOn';
import styles from './BlogArticle.module.css';

export function BlogArticle({ blog }: { blog: Blog }) {
  const linked = useLinkedProducts(blogKey(blog._id), blog.description);
  return (
    <article className={styles.article}>
      <Link to="/blogs" className={styles.back}>
        <span aria-hidden="true">←</span> Back to Blogs
      </Link>
      <h1 className={styles.title}>{blog.title}</h1>
      <BlogImage
        path={blog.image}
        className={styles.image}
        sizes="(min-width: 800px) 736px, calc(100vw - 2.5rem)"
        priority
      />
      <PublishedOn createdAt={blog.createdAt} className={styles.date} />
      <ArticleText text={blog.description} linked={linked} className={styles.body} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: inlineJson(articleStructuredData(blog)) }}
      />
    </article>
  );
}
