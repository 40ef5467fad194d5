import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const services = ['razorpay', 'shiprocket', 'google'] as const;
export type ServiceName = (typeof services)[number];

export const faultModes = ['down', 'slow', 'error', 'none'] as const;
type FaultMode = (typeof faultModes)[number];

export interface Fault {
  mode: FaultMode;
  /** Only for `slow`. */
  delayMs?: number;
}

const defaultSlowDelayMs = 5000;

/** How a service words its own outage, so the API meets the error bodies it will meet in production. */
interface FaultReplies {
  down: unknown;
  error: unknown;
}

/** The switch of each outside service, flipped by tests through `/__sandbox/faults`. */
export class FaultSwitchboard {
  private readonly faults = new Map<ServiceName, Fault>();

  set(service: ServiceName, fault: Fault): void {
    if (fault.mode === 'none') this.faults.delete(service);
    else this.faults.set(service, fault);
  }

  get(service: ServiceName): Fault {
    return this.faults.get(service) ?? { mode: 'none' };
  }

  clear(): void {
    this.faults.clear();
  }

  list(): Record<ServiceName, Fault> {
    return Object.fromEntries(services.map((service) => [service, this.get(service)])) as Record<
      ServiceName,
      Fault
    >;
  }

  /**
   * Puts the switch in front of every route of `scope`. A service registers only its API routes in
   * that scope: its browser script stays reachable, as a CDN would keep serving it.
   */
  guard(scope: FastifyInstance, service: ServiceName, replies: FaultReplies): void {
    scope.addHook('onRequest', async (_request, reply): Promise<FastifyReply | undefined> => {
      const fault = this.get(service);
      if (fault.mode === 'slow') await sleep(fault.delayMs ?? defaultSlowDelayMs);
      if (fault.mode === 'down') return reply.code(503).send(replies.down);
      if (fault.mode === 'error') return reply.code(500).send(replies.error);
      return undefined;
    });
  }
}
