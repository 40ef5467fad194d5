import { PRODUCT_CATEGORIES } from '@brass/shared/constants';
import { Link } from '@brass/shared/router';
import states from '../../../components/states.module.css';
import { categoryCopy } from '../utils/category-copy';
import styles from './NoResults.module.css';

interface Props {
  /** The search's words as the shop corrected them, when it did. */
  searchedFor: string | undefined;
  searchHref: (q: string) => string;
  categories: readonly string[];
  categoryHref: (category: string) => string;
}

/** The shop's own categories first, in the order it shows them, then any other the catalogue has. */
function inShopOrder(categories: readonly string[]): string[] {
  const known: readonly string[] = PRODUCT_CATEGORIES;
  return [
    ...known.filter((category) => categories.includes(category)),
    ...categories.filter((category) => category.trim() !== '' && !known.includes(category)),
  ];
}

/** An empty list still leads somewhere: the corrected spelling, and the shop's categories. */
export function NoResults({ searchedFor, searchHref, categories, categoryHref }: Props) {
  const shown = inShopOrder(categories);
  return (
    <div className={`${states.empty} ${styles.noResults}`}>
      <p className={styles.message}>No products found.</p>
      {searchedFor && (
        <p>
          Did you mean <Link to={searchHref(searchedFor)}>{searchedFor}</Link>?
        </p>
      )}
      {shown.length > 0 && (
        <>
          <p id="popular-categories">Browse our popular categories:</p>
          <ul className={styles.categories} aria-labelledby="popular-categories">
            {shown.map((category) => (
              <li key={category}>
                <Link to={categoryHref(category)} className={styles.category}>
                  {categoryCopy(category).heading}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
