import type { PolicyPage } from '@brass/shared/contracts/content';
import { formatPublishedDate } from '../../blog/utils/published-date';
import { ArticleText } from '../../linked-products/components/ArticleText';
import { useLinkedProducts } from '../../linked-products/api/get-linked-products';
import { policyPageKey } from '../api/get-policy-page';
import styles from './PolicyArticle.module.css';

/** A policy page of the shop: its title, when it last changed, and its text with its headings. */
export function PolicyArticle({ page }: { page: PolicyPage }) {
  const titleId = `policy-${page.slug}-title`;
  const linked = useLinkedProducts(policyPageKey(page.slug), page.body);
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {page.title}
      </h1>
      <p className={styles.updated}>
        Last updated on <time dateTime={page.updatedAt}>{formatPublishedDate(page.updatedAt)}</time>
      </p>
      <ArticleText text={page.body} linked={linked} className={styles.body} />
    </article>
  );
}
