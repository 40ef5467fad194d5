import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function CheckoutPage({ params }: RemotePageProps) {
  return <div data-boundary="checkout">CheckoutPage {params.id}</div>;
}
