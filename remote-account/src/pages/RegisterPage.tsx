import type { RemotePageProps } from '@brass/shared/remote-pages';

export default function RegisterPage({ params }: RemotePageProps) {
  return <div data-boundary="account">RegisterPage {params.id}</div>;
}
