import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function CartPage({ params }: RemotePageProps) {
  return <div data-boundary="checkout">CartPage {params.id}</div>;
}
