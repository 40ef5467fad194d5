import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function ContactPage({ params }: RemotePageProps) {
  return <div data-boundary="blog">ContactPage {params.id}</div>;
}
