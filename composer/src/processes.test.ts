import { describe, expect, it } from 'vitest';
import { runServices, type RunningServices } from './processes.ts';

const node = (script: string) => `exec "${process.execPath}" -e "${script}"`;

/** Resolves once the service named has written `ready`: its signal handlers are in place. */
function ready(services: RunningServices, name: string): Promise<void> {
  const command = services.commands.find((candidate) => candidate.name === name)!;
  return new Promise((resolve) => {
    command.stdout.subscribe((chunk) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
}

describe('services run side by side', () => {
  it('the first to end stops the others, and is the one named', async () => {
    const services = runServices([
      { name: 'failing', command: node('setTimeout(() => process.exit(3), 200)') },
      { name: 'lasting', command: node('setInterval(() => {}, 1000)') },
    ]);
    await expect(services.done).rejects.toThrow('failing ended with 3');
    expect(services.commands.map((command) => command.state)).toEqual(['exited', 'exited']);
  });

  it('stop() sends each one SIGTERM, once however often it is asked', async () => {
    // Exits with the number of SIGTERMs it had within 300 ms of the first.
    const counting = node(
      "let n = 0; process.on('SIGTERM', () => { n += 1; setTimeout(() => process.exit(n), 300); }); console.log('ready'); setInterval(() => {}, 1000)",
    );
    const services = runServices([
      { name: 'one', command: counting },
      { name: 'two', command: counting },
    ]);
    await Promise.all([ready(services, 'one'), ready(services, 'two')]);
    await Promise.all([services.stop(), services.stop()]);
    await expect(services.done).rejects.toThrow(/ended with 1$/);
  });
});
