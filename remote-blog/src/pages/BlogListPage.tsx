import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function BlogListPage({ params }: RemotePageProps) {
  return <div data-boundary="blog">BlogListPage {params.id}</div>;
}
