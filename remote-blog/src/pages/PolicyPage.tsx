import type { RemotePageProps } from '@brass/shared/remote-pages';
import { usePolicyPage } from '../features/policies/api/get-policy-page';
import { PolicyView } from '../features/policies/components/PolicyView';

/** /policies/:slug: the shop's terms, FAQ, shipping, returns and privacy pages, as the owner wrote them. */
export default function PolicyPage({ params }: RemotePageProps) {
  const state = usePolicyPage(params.slug);
  return <PolicyView state={params.slug ? state : 'missing'} />;
}
