import type { DaySales } from '@brass/shared/contracts/admin';
import { formatRupees } from '@brass/shared/money';
import { useId } from 'react';
import table from '../../../components/Table.module.css';
import styles from './SalesChart.module.css';

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 4;

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** `2026-11-30` as `30 Nov`. */
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

const sum = (sales: readonly DaySales[], field: 'goods' | 'tax' | 'shipping' | 'orders') =>
  Math.round(sales.reduce((total, day) => total + day[field], 0) * 100) / 100;

/**
 * Each day's sales as a bar of what the pieces sold for, the tax and the shipping stacked above it
 * in lighter colours, and the same figures as a table for whoever does not read the picture.
 */
export function SalesChart({ sales }: { sales: readonly DaySales[] }) {
  const captionId = useId();
  const highest = Math.max(1, ...sales.map((day) => day.goods + day.tax + day.shipping));
  const barWidth = WIDTH / Math.max(1, sales.length) - GAP;
  const scale = (amount: number) => (amount / highest) * HEIGHT;
  const goods = sum(sales, 'goods');
  return (
    <figure className={styles.chart}>
      <figcaption id={captionId} className={styles.caption}>
        <strong>{formatRupees(goods)}</strong> of pieces sold in {sum(sales, 'orders')} orders, without the{' '}
        {formatRupees(sum(sales, 'tax'))} of tax and the {formatRupees(sum(sales, 'shipping'))} of shipping
        charged beside it.
      </figcaption>
      <svg
        className={styles.bars}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={captionId}
      >
        {sales.map((day, index) => {
          const x = index * (WIDTH / sales.length) + GAP / 2;
          const goodsHeight = scale(day.goods);
          const taxHeight = scale(day.tax);
          const shippingHeight = scale(day.shipping);
          return (
            <g key={day.day}>
              <title>{`${dayLabel(day.day)}: ${formatRupees(day.goods)}`}</title>
              <rect
                className={styles.goods}
                x={x}
                width={barWidth}
                y={HEIGHT - goodsHeight}
                height={goodsHeight}
              />
              <rect
                className={styles.tax}
                x={x}
                width={barWidth}
                y={HEIGHT - goodsHeight - taxHeight}
                height={taxHeight}
              />
              <rect
                className={styles.shipping}
                x={x}
                width={barWidth}
                y={HEIGHT - goodsHeight - taxHeight - shippingHeight}
                height={shippingHeight}
              />
            </g>
          );
        })}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{sales[0] && dayLabel(sales[0].day)}</span>
        <span>{sales.at(-1) && dayLabel(sales.at(-1)!.day)}</span>
      </div>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.keyGoods}>Pieces</li>
        <li className={styles.keyTax}>Tax</li>
        <li className={styles.keyShipping}>Shipping</li>
      </ul>
      <details className={styles.figures}>
        <summary>The figures by day</summary>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className={table.end}>
                Orders
              </th>
              <th scope="col" className={table.end}>
                Pieces
              </th>
              <th scope="col" className={table.end}>
                Tax
              </th>
              <th scope="col" className={table.end}>
                Shipping
              </th>
            </tr>
          </thead>
          <tbody>
            {sales.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day)}</th>
                <td className={table.end}>{day.orders}</td>
                <td className={table.end}>{formatRupees(day.goods)}</td>
                <td className={table.end}>{formatRupees(day.tax)}</td>
                <td className={table.end}>{formatRupees(day.shipping)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
