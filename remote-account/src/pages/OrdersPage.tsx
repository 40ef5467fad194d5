import { useRequireSignIn } from '../features/auth/hooks/useRequireSignIn';
import { useSessionKnown } from '../features/auth/hooks/useSessionKnown';
import { MyOrders } from '../features/orders/components/MyOrders';
import styles from './OrdersPage.module.css';

export default function OrdersPage() {
  const isLoggedIn = useRequireSignIn('/orders');
  // The server renders the page as it opens, loading: nothing of the shopper, whose session is in the
  // browser, which sends a visitor without one to /login as before.
  const renderedOnServer = !useSessionKnown();
  return (
    <div data-boundary="account" className={styles.page}>
      {(isLoggedIn || renderedOnServer) && <MyOrders />}
    </div>
  );
}
