import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * Serves `GET /metrics` for Prometheus on a port of its own. The public load balancer routes to the
 * shop's ports only, so the metrics (route names, release ids, queue depths) are never public, and no
 * header a client sends (a forwarded address, a token) is ever asked to decide who may read them.
 */
export async function listenForScrapes(
  registry: Registry,
  { host, port }: { host: string; port: number },
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) =>
    reply.header('Content-Type', registry.contentType).send(await registry.metrics()),
  );
  await server.listen({ host, port });
  return server;
}
