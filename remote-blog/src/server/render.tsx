import type { RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { renderRemotePage, type ServerPage } from '@brass/shared/server-render';
import { getShopContact, SHOP_CONTACT_KEY } from '@brass/shared/shop-contact';
import { blogPostCalls } from '../features/blog/api/get-blog';
import { BLOGS_KEY, getBlogs } from '../features/blog/api/get-blogs';
import { getPolicyPage, policyPageKey } from '../features/policies/api/get-policy-page';
import AboutPage from '../pages/AboutPage';
import BlogListPage from '../pages/BlogListPage';
import BlogPostPage from '../pages/BlogPostPage';
import ContactPage from '../pages/ContactPage';
import PolicyPage from '../pages/PolicyPage';

const pages: Record<string, ServerPage> = {
  BlogListPage: { Page: BlogListPage, load: (_request, signal) => ({ [BLOGS_KEY]: getBlogs(signal) }) },
  BlogPostPage: { Page: BlogPostPage, load: ({ params }, signal) => blogPostCalls(params.id, signal) },
  AboutPage: { Page: AboutPage },
  // The contact details the shell's server also puts in the page: rendered with them, nothing moves later.
  ContactPage: {
    Page: ContactPage,
    load: (_request, signal) => ({ [SHOP_CONTACT_KEY]: getShopContact(signal) }),
  },
  PolicyPage: {
    Page: PolicyPage,
    load: ({ params }, signal) =>
      params.slug ? { [policyPageKey(params.slug)]: getPolicyPage(params.slug, signal) } : {},
  },
};

/**
 * The markup of a blog page with its post, list or policy text, for the host's server to send
 * inside its page: readers and search engines get the words in the first response. Undefined for a
 * page the blog does not render on the server.
 */
export function renderPage(request: RenderRequest, config: RuntimeConfig): Promise<string | undefined> {
  return renderRemotePage(pages, request, config);
}
