import type { PolicyPage as Policy } from '@brass/shared/contracts/content';
import { usePageMeta } from '@brass/shared/page-meta';
import type { RemotePageProps } from '@brass/shared/remote-pages';
import type { RequestState } from '@brass/shared/use-request';
import page from '../components/Page.module.css';
import { pageTitle } from '../config/brand';
import { blogPreview } from '../features/blog/utils/blog-preview';
import { isMissingPage, usePolicyPage } from '../features/policies/api/get-policy-page';
import { PolicyContent } from '../features/policies/components/PolicyContent';
import { policyBlocks } from '@brass/shared/policy-blocks';

function policyMeta(state: RequestState<Policy>) {
  if (state.status === 'success') {
    const firstParagraph = policyBlocks(state.data.body).find((block) => block.kind === 'paragraph');
    return {
      title: pageTitle(state.data.title),
      description: firstParagraph && blogPreview(firstParagraph.text),
    };
  }
  if (state.status === 'error' && isMissingPage(state.error)) return { title: pageTitle('Page not found') };
  return {};
}

/** /policies/:slug: the shop's terms, FAQ, shipping, returns and privacy pages, as the owner wrote them. */
export default function PolicyPage({ params }: RemotePageProps) {
  const state = usePolicyPage(params.slug);
  usePageMeta(policyMeta(state));
  return (
    <div data-boundary="blog" className={page.page}>
      <PolicyContent state={params.slug ? state : 'missing'} />
    </div>
  );
}
