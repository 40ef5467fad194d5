import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function ShopPage({ params }: RemotePageProps) {
  return <div data-boundary="catalog">ShopPage {params.id}</div>;
}
