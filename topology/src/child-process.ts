import { spawn } from 'node:child_process';

/** A part of the shop running in a process of its own. */
export interface Child {
  pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  logs(): string;
  hasExited(): boolean;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

interface ChildOptions {
  /** What the errors call it. */
  name: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** An address that answers 2xx once the process serves. */
  health: string;
  timeoutMs?: number;
}

/**
 * Starts `command` and resolves once `health` answers; rejects with the process's output when it ends
 * first or is not up in time.
 */
export async function startChild(
  command: string,
  args: string[],
  { name, cwd, env, health, timeoutMs = 60_000 }: ChildOptions,
): Promise<Child> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited()) throw new Error(`${name} ended at start:\n${output}`);
    const healthy = await fetch(health).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid!,
    logs: () => output,
    hasExited,
    async stop(signal = 'SIGTERM') {
      if (!hasExited()) child.kill(signal);
      await exited;
    },
  };
}
