import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function BlogPostPage({ params }: RemotePageProps) {
  return <div data-boundary="blog">BlogPostPage {params.id}</div>;
}
