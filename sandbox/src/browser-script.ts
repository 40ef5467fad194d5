import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const placeholder = "'__SANDBOX_SERVICE_BASE__'";

/**
 * Serves a stand-in of a vendor's browser script at `path` of `scope`. The script calls back the
 * sandbox that served it, so the request's own origin and the service prefix are written into it:
 * the page then needs no setting to find the sandbox.
 */
export function serveBrowserScript(scope: FastifyInstance, path: string, file: URL): void {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(placeholder)) throw new Error(`${file.pathname} lacks the ${placeholder} placeholder`);
  scope.get(path, async (request, reply) => {
    const serviceBase = `${request.protocol}://${request.host}${scope.prefix}`;
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(source.replace(placeholder, JSON.stringify(serviceBase)));
  });
}
