import { lazy, Suspense } from 'react';
import styles from './Content.module.css';

// The shop's own renderer, loaded when the owner first opens a preview, not with the back office.
const MarkdownText = lazy(() =>
  import('@brass/shared/markdown').then(({ MarkdownText }) => ({ default: MarkdownText })),
);

/** What a link to a product becomes in the shop, said in its place: the preview does not ask the catalogue. */
function productNote(id: string) {
  return (
    <p className={styles.productNote}>
      The shop shows the card of the product “{id}” here, while it is on sale.
    </p>
  );
}

/** The owner's Markdown as the shop renders it, with the same renderer. */
export function MarkdownPreview({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className={styles.previewDate}>Loading the preview...</p>}>
      {/* Under the preview's title, an h3. */}
      <MarkdownText text={text} productCard={productNote} className={styles.previewText} headingLevel={4} />
    </Suspense>
  );
}
