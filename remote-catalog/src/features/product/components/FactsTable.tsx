import type { ProductFacts } from '@brass/shared/contracts/catalog';
import { factRows } from '../utils/fact-rows';
import styles from './FactsTable.module.css';

/** The product's size, weight, material, finish and care, as far as the shop knows them. */
export function FactsTable({ facts }: { facts: ProductFacts }) {
  const rows = factRows(facts);
  if (rows.length === 0) return null;
  return (
    <section className={styles.facts} aria-labelledby="product-facts-heading">
      <h2 id="product-facts-heading" className={styles.heading}>
        Details
      </h2>
      <table className={styles.table}>
        <tbody>
          {rows.map(({ label, value }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
