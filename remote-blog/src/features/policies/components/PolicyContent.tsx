import type { PolicyPage } from '@brass/shared/contracts/content';
import { Link } from '@brass/shared/router';
import type { RequestState } from '@brass/shared/use-request';
import buttons from '../../../components/ActionButton.module.css';
import { StatusPanel } from '../../../components/StatusPanel';
import { WayOn } from '../../../components/WayOn';
import { isMissingPage, policyPageErrorMessage } from '../api/get-policy-page';
import { PolicyArticle } from './PolicyArticle';

const backHome = (
  <Link to="/" className={`${buttons.action} ${buttons.quiet}`}>
    Back to the shop
  </Link>
);

/** A policy page's states: loading, not found, failed, or the page. */
export function PolicyContent({ state }: { state: RequestState<PolicyPage> | 'missing' }) {
  if (state === 'missing' || (state.status === 'error' && isMissingPage(state.error))) {
    return (
      <>
        <StatusPanel tone="empty" headingLevel={1} heading="Page not found" action={backHome}>
          The page you&apos;re looking for doesn&apos;t exist
        </StatusPanel>
        <WayOn />
      </>
    );
  }
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <StatusPanel tone="waiting" headingLevel={1} heading="Loading page..." />;
    case 'error':
      return (
        <StatusPanel tone="error" headingLevel={1} heading="Error Loading Page" action={backHome}>
          {policyPageErrorMessage(state.error)}
        </StatusPanel>
      );
    case 'success':
      return <PolicyArticle page={state.data} />;
  }
}
