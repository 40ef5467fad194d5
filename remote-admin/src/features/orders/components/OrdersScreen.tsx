import { ScreenHeader } from '../../../components/ScreenHeader';
import { Gstr1Download } from './Gstr1Download';
import { OrderScreen } from './OrderScreen';
import { OrdersList } from './OrdersList';

/**
 * `/admin/orders` lists the orders, and gives the owner the month's GST return; `/admin/orders/<order
 * number>` opens one.
 */
export function OrdersScreen({ rest, canFileReturns }: { rest: string; canFileReturns: boolean }) {
  const id = decodeURIComponent(rest.split('/')[0] ?? '');
  if (id) return <OrderScreen id={id} />;
  return (
    <>
      <ScreenHeader title="Orders">
        Find an order by its number, the shopper&apos;s email or phone; ship it, cancel it or refund it.
      </ScreenHeader>
      <OrdersList />
      {canFileReturns && <Gstr1Download />}
    </>
  );
}
