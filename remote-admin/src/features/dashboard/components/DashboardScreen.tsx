import { productPath } from '@brass/shared/product-path';
import { LOW_STOCK_THRESHOLD } from '@brass/shared/constants';
import type { AdminDashboard } from '@brass/shared/contracts/admin';
import { formatRupees } from '@brass/shared/money';
import { Link } from '@brass/shared/router';
import { useState } from 'react';
import { ActionOutcome, type Outcome } from '../../../components/ActionOutcome';
import { Card } from '../../../components/Card';
import { LoadState, readProblem } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useDashboard } from '../api/get-dashboard';
import { bookShipment, requeueMail } from '../api/retry-background-work';
import styles from './DashboardScreen.module.css';
import { statusLabel } from '../../orders/utils/order-labels';
import { PageErrorsCard } from './PageErrorsCard';
import { ParkedMailList } from './ParkedMailList';
import { SalesChart } from './SalesChart';
import { StrandedShipmentList } from './StrandedShipmentList';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Figures({ dashboard }: { dashboard: AdminDashboard }) {
  const figures = [
    {
      label: 'Today',
      value: formatRupees(dashboard.today.revenue),
      note: count(dashboard.today.orders, 'order', 'orders'),
    },
    {
      label: 'This month',
      value: formatRupees(dashboard.month.revenue),
      note: count(dashboard.month.orders, 'order', 'orders'),
    },
    {
      label: 'Waiting to ship',
      value: String(dashboard.awaitingShipment),
      note: 'paid online, or confirmed to pay on delivery',
    },
    {
      label: 'To confirm',
      value: String(dashboard.awaitingConfirmation),
      note: 'cash on delivery orders waiting for your call',
    },
    {
      label: 'Page errors',
      value: String(dashboard.clientErrors.lastDay),
      note: 'reported by shoppers’ browsers in the last 24 hours',
    },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
          <dd className={styles.note}>{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the shop is doing today and this month, and what needs someone now. */
export function DashboardScreen() {
  const [attempt, setAttempt] = useState(0);
  const dashboard = useDashboard(attempt);
  const [latest, setLatest] = useState<AdminDashboard>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (dashboard.status === 'success' && dashboard.data !== latest) setLatest(dashboard.data);

  /** Runs a staff action, says what the API answered, and reads the dashboard again. */
  const act = async (action: () => Promise<string>) => {
    setOutcome(null);
    try {
      setOutcome({ tone: 'done', text: await action() });
    } catch (error) {
      setOutcome({ tone: 'problem', text: readProblem(error) });
    }
    setAttempt((value) => value + 1);
  };

  return (
    <>
      <ScreenHeader title="Dashboard">
        How the shop is doing today and this month, and what needs attention now.
      </ScreenHeader>
      <ActionOutcome outcome={outcome} />
      <LoadState
        state={dashboard}
        latest={latest}
        loading="Loading the dashboard..."
        onRetry={() => setAttempt((value) => value + 1)}
      >
        {(data) => (
          <>
            <Figures dashboard={data} />
            <Card
              title="Sales, last 30 days"
              meta="Orders placed each day, India time, cancelled ones left out"
            >
              <SalesChart sales={data.sales} />
            </Card>
            <div className={styles.pair}>
              <Card title="Recent orders">
                {data.recentOrders.length === 0 ? (
                  <p className={styles.calm}>No order has been placed yet.</p>
                ) : (
                  <ul className={styles.list}>
                    {data.recentOrders.map((order) => (
                      <li key={order.orderNumber} className={styles.item}>
                        <span>
                          <Link to={`/admin/orders/${encodeURIComponent(order.orderNumber)}`}>
                            {order.orderNumber}
                          </Link>{' '}
                          · {order.customer.name} · {statusLabel(order.status)}
                        </span>
                        <span className={styles.left}>{formatRupees(order.totalAmount)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <Card title="Top pieces, last 30 days" meta="By what they sold for, without tax">
                {data.topProducts.length === 0 ? (
                  <p className={styles.calm}>Nothing has sold in the last 30 days.</p>
                ) : (
                  <ol className={styles.list}>
                    {data.topProducts.map((product) => (
                      <li key={product.id} className={styles.item}>
                        <span>
                          {product.name} · {count(product.pieces, 'piece', 'pieces')}
                        </span>
                        <span className={styles.left}>{formatRupees(product.goods)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </Card>
            </div>
            <Card
              title="Stranded shipments"
              meta="Paid orders Shiprocket has not booked after several attempts; the shop keeps trying"
            >
              <StrandedShipmentList
                shipments={data.strandedShipments}
                onBook={(shipment) => act(() => bookShipment(shipment.orderNumber))}
              />
            </Card>
            <Card
              title="Parked mail"
              meta="Given up after its last attempt; send it again once the cause is fixed"
            >
              <ParkedMailList mail={data.parkedMail} onRequeue={(mail) => act(() => requeueMail(mail))} />
            </Card>
            <Card
              title="Low stock"
              meta={`Products with ${LOW_STOCK_THRESHOLD} pieces or fewer, the fewest first`}
            >
              {data.lowStock.length === 0 ? (
                <p className={styles.calm}>
                  Every product has more than {LOW_STOCK_THRESHOLD} pieces in stock.
                </p>
              ) : (
                <ul className={styles.list}>
                  {data.lowStock.map((product) => (
                    <li key={product.id} className={styles.item}>
                      <Link to={productPath(product.id)}>{product.name}</Link>
                      <span className={product.stock === 0 ? `${styles.left} ${styles.out}` : styles.left}>
                        {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <PageErrorsCard errors={data.clientErrors.recent} />
          </>
        )}
      </LoadState>
    </>
  );
}
