import type { RenderedPage, RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { renderServerPage, type ServerPage, type ServerPageWithSubject } from '@brass/shared/server-render';
import { getShopContact, SHOP_CONTACT_KEY } from '@brass/shared/shop-contact';
import { blogKey, blogPostCalls } from '../features/blog/api/get-blog';
import { BlogPostView } from '../features/blog/components/BlogPostView';
import { BLOGS_KEY, getBlogs } from '../features/blog/api/get-blogs';
import { policyPageCalls, policyPageKey } from '../features/policies/api/get-policy-page';
import { PolicyView } from '../features/policies/components/PolicyView';
import AboutPage from '../pages/AboutPage';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';
import ContactPage from '../pages/ContactPage';
import PolicyPage from '../pages/PolicyPage';

const pages: Record<string, ServerPage | ServerPageWithSubject> = {
  BlogListPage: { Page: BlogListPage, load: (_request, signal) => ({ [BLOGS_KEY]: getBlogs(signal) }) },
  BlogPostPage: {
    Page: BlogPostPage,
    load: ({ params, url }, signal) => blogPostCalls(params.id, signal, new URL(url).origin),
    subject: ({ params }) => params.id && blogKey(params.id),
    Missing: ({ error }) => <BlogPostView state={{ status: 'error', error }} />,
  },
  AboutPage: { Page: AboutPage },
  // The contact details the shell's server also puts in the page: rendered with them, nothing moves later.
  ContactPage: {
    Page: ContactPage,
    load: (_request, signal) => ({ [SHOP_CONTACT_KEY]: getShopContact(signal) }),
  },
  PolicyPage: {
    Page: PolicyPage,
    load: ({ params, url }, signal) => policyPageCalls(params.slug, signal, new URL(url).origin),
    subject: ({ params }) => params.slug && policyPageKey(params.slug),
    Missing: ({ error }) => <PolicyView state={{ status: 'error', error }} />,
  },
};

/**
 * The markup of a blog page with its post, list or policy text, for the host's server to send
 * inside its page: readers and search engines get the words in the first response, and a post or
 * policy page the shop does not have is answered 404. Undefined for a page the blog does not render on
 * the server.
 */
export function renderPage(request: RenderRequest, config: RuntimeConfig): Promise<RenderedPage | undefined> {
  return renderServerPage(pages, request, config);
}
