/**
 * What the host passes to every page it loads from a remote. Route params arrive as props, not from
 * the router, so the same page also mounts standalone or as a single-spa parcel with no host routes.
 */
export interface RemotePageProps {
  params: Record<string, string | undefined>;
  mobileMenuOpen?: boolean;
}

/**
 * What the host's server asks a remote that renders its pages on the server too
 * (`GET <beside the manifest>/render?page=&params=&url=`): the exposed page, its route params and
 * the page's address as the shopper sees it.
 */
export interface RenderRequest {
  page: string;
  params: Record<string, string>;
  url: string;
}

/**
 * A page a remote rendered on the server, with the HTTP status the shop answers it with: 404 when
 * what the page is about (a product, a post) does not exist. A renderer built before this answered
 * the markup alone, which means 200.
 */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /**
   * The cache tags of every API answer the page was rendered with (their `Cache-Tag` headers), by
   * which the host's server invalidates the cached page when that data changes. An empty list: the
   * page shows no API data. Absent: the page must not be cached, as a call failed without an answer,
   * timed out, or was answered without tags (or by a renderer built before tags).
   */
  tags?: string[];
}
