import { spawn, type SpawnOptions } from 'node:child_process';
import {
  createConcurrently,
  LogError,
  LogExit,
  Logger,
  type CloseEvent,
  type Command,
  type FlowController,
} from 'concurrently';

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export interface Service {
  name: string;
  /** A shell command line; start it with `exec` when the signals that stop it must reach the program itself. */
  command: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export interface RunningServices {
  commands: Command[];
  /** Resolves once every service has ended well; rejects naming the first to end otherwise. */
  done: Promise<void>;
  /** Sends each service still running one SIGTERM (its whole process tree) and waits for them all. */
  stop(): Promise<void>;
}

/**
 * Each line a service writes goes out prefixed with its name on the stream it was written to, so that
 * a caller keeping only stderr (the end-to-end suite's web server) still sees why a service failed.
 */
class OutputPerStream implements FlowController {
  constructor(
    private readonly stdout: Logger,
    private readonly stderr: Logger,
  ) {}

  handle(commands: Command[]) {
    for (const command of commands) {
      command.stdout.subscribe((text) => this.stdout.logCommandText(text.toString(), command));
      command.stderr.subscribe((text) => this.stderr.logCommandText(text.toString(), command));
    }
    return { commands };
  }
}

/**
 * Runs services side by side, each line of their output prefixed with its name in a colour of its
 * own, so that they stay readable together; the first to end, however, stops the others.
 *
 * Of concurrently's default setup only the logging is taken. The rest sends signals more than once:
 * Ctrl-C's SIGINT passed on to services that already had it from the terminal, SIGTERM sent again to
 * services already stopping; a repeated signal ends the API at once, before it has closed its
 * database. Here Ctrl-C reaches each service once from the terminal, and `stop()` sends one SIGTERM.
 */
export function runServices(services: Service[]): RunningServices {
  const logger = new Logger({ prefixFormat: 'name' });
  const errorLogger = new Logger({ prefixFormat: 'name' });
  errorLogger.output.subscribe(({ text }) => process.stderr.write(text));
  const { commands, result } = createConcurrently(services, {
    logger,
    outputStream: process.stdout,
    prefixColors: ['auto'],
    controllers: [
      new LogError({ logger }),
      new OutputPerStream(logger, errorLogger),
      new LogExit({ logger }),
    ],
  });
  const done = result.then(
    () => undefined,
    (events: CloseEvent[]) => {
      const first = events[0];
      throw new Error(`${first?.command.name} ended with ${first?.exitCode}`);
    },
  );
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      for (const command of commands) if (command.state === 'started') command.kill('SIGTERM');
      await done.catch(() => undefined);
    })());
  for (const command of commands) command.close.subscribe(() => void stop());
  return { commands, done, stop };
}

/** Runs a command to completion, its output lines prefixed with a name; rejects on a non-zero exit. */
export function runPrefixed(name: string, command: string): Promise<void> {
  return runServices([{ name, command }]).done;
}

/** Waits until a URL answers 2xx; fails after the timeout, or at once if the service behind it ends. */
export async function waitForUrl(url: string, timeoutMs = 60_000, service?: Command): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service && (service.state === 'exited' || service.state === 'errored'))
      throw new Error(`${url}: ${service.name} ended before it answered`);
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
