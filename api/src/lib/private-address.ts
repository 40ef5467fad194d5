/**
 * Whether a URL's host is one no outside service lives at: `localhost` (and its subdomains, RFC 6761)
 * or an IP literal outside the public unicast ranges (private, loopback, link-local, unique-local,
 * carrier-grade NAT, unspecified, documentation and other reserved ranges, IPv4 and IPv6, IPv4 mapped
 * into IPv6 included). Names are not resolved: a DNS name is taken as public.
 */
import ipaddr from 'ipaddr.js';

export function isPrivateHost(hostname: string): boolean {
  // URL keeps the brackets of an IPv6 host and a trailing dot of a fully qualified name.
  const host = hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(host)) return false;
  return ipaddr.process(host).range() !== 'unicast';
}
