import type { PolicyPage } from '@brass/shared/contracts/content';
import { formatPublishedDate } from '../../blog/utils/published-date';
import { policyBlocks } from '@brass/shared/policy-blocks';
import styles from './PolicyArticle.module.css';

/** A policy page of the shop: its title, when it last changed, and its text with its headings. */
export function PolicyArticle({ page }: { page: PolicyPage }) {
  const titleId = `policy-${page.slug}-title`;
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {page.title}
      </h1>
      <p className={styles.updated}>
        Last updated on <time dateTime={page.updatedAt}>{formatPublishedDate(page.updatedAt)}</time>
      </p>
      <div className={styles.body}>
        {policyBlocks(page.body).map((block, index) =>
          // Blocks have no identity of their own and never move, so their position is their key.
          block.kind === 'heading' ? (
            <h2 key={index} className={styles.heading}>
              {block.text}
            </h2>
          ) : (
            <p key={index}>{block.text}</p>
          ),
        )}
      </div>
    </article>
  );
}
