import {
  postgresServerUrl,
  scratchPostgresDatabase,
  startApiProcess,
  type ApiProcess,
  type ScratchDatabase,
} from './api-process.js';
import { sandboxEnv } from './http-shopper.js';
import { startSandbox, type Sandbox } from './orders-support.js';

/** API processes on one scratch PostgreSQL database and one sandbox, as a load balancer runs them. */
export interface Replicas {
  sandbox: Sandbox;
  database: ScratchDatabase;
  processes: ApiProcess[];
  stop(): Promise<void>;
}

export async function startReplicas(count = 2): Promise<Replicas> {
  const sandbox = await startSandbox();
  const database = await scratchPostgresDatabase(postgresServerUrl());
  // Started together, as replicas are: the migrations take turns under their advisory lock.
  const processes = await Promise.all(
    Array.from({ length: count }, () =>
      startApiProcess({ DATABASE_URL: database.url, ...sandboxEnv(sandbox) }),
    ),
  );
  return {
    sandbox,
    database,
    processes,
    async stop() {
      await Promise.all(processes.map((replica) => replica.stop()));
      await database.drop();
      await sandbox.close();
    },
  };
}
