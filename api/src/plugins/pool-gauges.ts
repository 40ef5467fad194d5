import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/**
 * The PostgreSQL pool's connections as Prometheus reads them: how many are open, how many of those are
 * idle, and how many queries wait for one. Queries waiting while none is idle means the pool, or the
 * database behind it, is what requests are slow on. PGlite has one connection and no pool: no gauges.
 */
export function watchPool(registry: Registry, pool: pg.Pool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('brass_db_pool_connections', 'Connections the pool holds open.', () => pool.totalCount);
  gauge('brass_db_pool_idle_connections', 'Open connections no query is using.', () => pool.idleCount);
  gauge('brass_db_pool_waiting_queries', 'Queries waiting for a connection.', () => pool.waitingCount);
}
