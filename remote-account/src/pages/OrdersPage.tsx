import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function OrdersPage({ params }: RemotePageProps) {
  return <div data-boundary="account">OrdersPage {params.id}</div>;
}
