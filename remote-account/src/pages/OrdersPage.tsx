import { useRequireSignIn } from '../features/auth/hooks/useRequireSignIn';
import { MyOrders } from '../features/orders/components/MyOrders';
import styles from './OrdersPage.module.css';

export default function OrdersPage() {
  const isLoggedIn = useRequireSignIn('/orders');
  return (
    <div data-boundary="account" className={styles.page}>
      {isLoggedIn && <MyOrders />}
    </div>
  );
}
