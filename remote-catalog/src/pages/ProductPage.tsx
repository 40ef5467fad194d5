import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function ProductPage({ params }: RemotePageProps) {
  return <div data-boundary="catalog">ProductPage {params.id}</div>;
}
