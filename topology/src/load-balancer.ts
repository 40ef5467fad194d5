import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './child-process.ts';

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/** Where HAProxy is once Debian's package is installed (`.ci/setup` installs it). */
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';

/**
 * The shop's one public origin, as production fronts it: the API's paths (`/api/`, the seeded photos
 * under `/images/`, and Google sign-in under `/users/`) to the API processes, everything else (pages,
 * the shell's files) to the composition servers.
 *
 * - Health checks every 250 ms take a dead process out after two misses.
 * - A request that found its server dead (refused, or no answer at all) is sent again to the other
 *   one (`retry-on`, `redispatch`). Bodies are buffered for that. It is safe for every call the shop
 *   makes: reads, and orders placed once per payment or per quote (a replay answers the same order).
 * - `X-Forwarded-For` is set here, and the API trusts it from this address alone (TRUST_PROXY).
 * - Streams (the API's change stream the composition servers follow) may stay open for an hour.
 */
function haproxyConfig(port: number, apis: string[], composers: string[]): string {
  const servers = (name: string, urls: string[]) =>
    urls.map((url, index) => `  server ${name}${index + 1} ${new URL(url).host} check`).join('\n');
  return `global
  maxconn 2048

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout tunnel 1h
  option http-buffer-request
  option forwardfor
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response response-timeout
  default-server inter 250ms fall 2 rise 2

frontend shop
  bind 127.0.0.1:${port}
  use_backend api if { path_beg /api/ /images/ /users/ }
  default_backend pages

backend api
  option httpchk GET /api/health
  http-check expect status 200
${servers('api', apis)}

backend pages
  option httpchk GET /health
  http-check expect status 200
${servers('composer', composers)}
`;
}

/** Starts HAProxy in the foreground on `port`; resolves once it answers. */
export async function startLoadBalancer(
  port: number,
  apis: string[],
  composers: string[],
): Promise<LoadBalancer> {
  const folder = await mkdtemp(join(tmpdir(), 'brass-haproxy-'));
  const config = join(folder, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(port, apis, composers));
  const url = `http://127.0.0.1:${port}`;
  const haproxy = await startChild(HAPROXY, ['-db', '-f', config], {
    name: 'HAProxy',
    health: `${url}/api/health`,
  });
  return {
    url,
    async stop() {
      await haproxy.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
