import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function LoginPage({ params }: RemotePageProps) {
  return <div data-boundary="account">LoginPage {params.id}</div>;
}
