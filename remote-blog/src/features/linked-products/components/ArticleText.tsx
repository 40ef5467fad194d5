import { MarkdownText } from '@brass/shared/markdown';
import { Link } from '@brass/shared/router';
import type { RequestState } from '@brass/shared/use-request';
import type { LinkedProducts } from '../api/get-linked-products';
import { ProductCard } from './ProductCard';
import styles from './ArticleText.module.css';

interface Props {
  /** The owner's Markdown. */
  text: string;
  /** The products it links to: each known one shows as its card, once they are loaded. */
  linked: RequestState<LinkedProducts>;
  className?: string;
}

/** The text of a post or a policy page as the shop shows it: its headings, lists, links and product cards. */
export function ArticleText({ text, linked, className }: Props) {
  const known = linked.status === 'success' ? linked.data : undefined;
  return (
    <MarkdownText
      text={text}
      className={className ? `${styles.prose} ${className}` : styles.prose}
      shopOrigin={known?.origin}
      ShopLink={Link}
      productCard={(id) => {
        const product = known?.products[id];
        return product && <ProductCard key={`product-${id}`} product={product} />;
      }}
    />
  );
}
