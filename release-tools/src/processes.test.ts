import { describe, expect, it, vi } from 'vitest';
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

  it("prefixes each line with the service's name, on the stream the service wrote it to", async () => {
    const written = { stdout: '', stderr: '' };
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      written.stdout += String(text);
      return true;
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      written.stderr += String(text);
      return true;
    });
    try {
      await runServices([
        {
          name: 'api',
          command: node("console.log('listening'); console.error(['database', 'unreachable'].join(' '))"),
        },
      ]).done;
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
    expect(written.stdout).toMatch(/\[?api\]?.*listening/);
    expect(written.stdout).not.toContain('database unreachable');
    expect(written.stderr).toMatch(/\[?api\]?.*database unreachable/);
  });
});
