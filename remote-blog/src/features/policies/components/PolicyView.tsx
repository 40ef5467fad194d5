import type { PolicyPage } from '@brass/shared/contracts/content';
import { usePageMeta } from '@brass/shared/page-meta';
import { markdownPlainText } from '@brass/shared/markdown-plain-text';
import type { RequestState } from '@brass/shared/use-request';
import page from '../../../components/Page.module.css';
import { pageTitle } from '../../../config/brand';
import { blogPreview } from '../../blog/utils/blog-preview';
import { isMissingPage } from '../api/get-policy-page';
import { PolicyContent } from './PolicyContent';

/** The page's first paragraph, the text under its first heading: what a search result shows of it. */
const firstParagraph = (body: string) =>
  body.split(/\r?\n\s*\r?\n/).find((block) => block.trim() !== '' && !/^\s{0,3}#{1,6}\s/.test(block));

function policyMeta(state: RequestState<PolicyPage> | 'missing') {
  if (state === 'missing') return {};
  if (state.status === 'success') {
    const summary = firstParagraph(state.data.body);
    return {
      title: pageTitle(state.data.title),
      description: summary && blogPreview(markdownPlainText(summary)),
    };
  }
  if (state.status === 'error' && isMissingPage(state.error)) return { title: pageTitle('Page not found') };
  return {};
}

/**
 * A policy page in each state of its text: the server renders the one of a page the shop does not
 * have from here too, so the reader's page and the server's 404 are the same.
 */
export function PolicyView({ state }: { state: RequestState<PolicyPage> | 'missing' }) {
  usePageMeta(policyMeta(state));
  return (
    <div data-boundary="blog" className={page.page}>
      <PolicyContent state={state} />
    </div>
  );
}
