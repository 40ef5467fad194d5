import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Settles when a child exits: resolves on 0, rejects naming the command otherwise. */
function exited(child: ChildProcess, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return exited(spawn(command, args, { stdio: 'inherit', ...options }), command, args);
}

/** Passes a child's output on, each line prefixed with a name, so that parallel children stay readable. */
function prefixOutput(child: ChildProcess, name: string): void {
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
}

/** Starts a long-running child whose output is prefixed with its name. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  prefixOutput(child, name);
  return child;
}

/** Runs a command to completion, its output lines prefixed with a name; rejects on a non-zero exit. */
export function runPrefixed(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<void> {
  return exited(startService(name, command, args, options), command, args);
}

/** Waits until a URL answers 2xx; fails after the timeout, or at once if the service behind it exits. */
export async function waitForUrl(url: string, timeoutMs = 60_000, service?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service && service.exitCode !== null)
      throw new Error(`${url}: the service exited with ${service.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
