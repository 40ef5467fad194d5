/**
 * What the host passes to every page it loads from a remote. Route params arrive as props, not from
 * the router, so the same page also mounts standalone or as a single-spa parcel with no host routes.
 */
export interface RemotePageProps {
  params: Record<string, string | undefined>;
  mobileMenuOpen?: boolean;
}
