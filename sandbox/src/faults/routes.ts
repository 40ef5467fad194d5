import type { FastifyPluginAsync } from 'fastify';
import { faultModes, services, type Fault, type FaultSwitchboard, type ServiceName } from './switchboard.js';

interface FaultRequest {
  service?: unknown;
  mode?: unknown;
  delayMs?: unknown;
}

function parseFault(body: FaultRequest): { service: ServiceName; fault: Fault } | string {
  const service = services.find((name) => name === body.service);
  if (!service) return `service must be one of ${services.join(', ')}`;
  const mode = faultModes.find((name) => name === body.mode);
  if (!mode) return `mode must be one of ${faultModes.join(', ')}`;
  if (body.delayMs === undefined) return { service, fault: { mode } };
  if (typeof body.delayMs !== 'number' || !Number.isInteger(body.delayMs) || body.delayMs < 0) {
    return 'delayMs must be a whole number of milliseconds, 0 or more';
  }
  return { service, fault: { mode, delayMs: body.delayMs } };
}

/** `/__sandbox/faults`: switch an outside service down, slow or failing, and back. */
export const faultRoutes: FastifyPluginAsync<{ switchboard: FaultSwitchboard }> = async (
  app,
  { switchboard },
) => {
  app.get('/', async () => ({ faults: switchboard.list() }));

  app.post<{ Body: FaultRequest | undefined }>('/', async (request, reply) => {
    const parsed = parseFault(request.body ?? {});
    if (typeof parsed === 'string') return reply.code(400).send({ error: parsed });
    switchboard.set(parsed.service, parsed.fault);
    return { faults: switchboard.list() };
  });

  app.delete('/', async () => {
    switchboard.clear();
    return { faults: switchboard.list() };
  });
};
