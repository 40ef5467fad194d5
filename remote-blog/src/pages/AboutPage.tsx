import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function AboutPage({ params }: RemotePageProps) {
  return <div data-boundary="blog">AboutPage {params.id}</div>;
}
