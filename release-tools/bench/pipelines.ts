import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PIPELINES } from '../src/pipelines/pipelines.ts';

/**
 * How long each team's pipeline takes on this machine, end to end as `pnpm pipeline <name>` runs it.
 * Usage: tsx bench/pipelines.ts <out.json> [name ...]  (every pipeline when none is named)
 */
const repo = fileURLToPath(new URL('../../', import.meta.url));
const [out, ...named] = process.argv.slice(2);
const names = named.length > 0 ? named : PIPELINES.map((pipeline) => pipeline.name);

const durations: Record<string, { seconds: number; passed: boolean }> = {};
for (const name of names) {
  const started = performance.now();
  const result = spawnSync('pnpm', ['--silent', 'run', 'pipeline', name], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lastLine = result.stdout.toString().trim().split('\n').at(-1) ?? '';
  durations[name] = {
    seconds: Math.round((performance.now() - started) / 1000),
    passed: result.status === 0,
  };
  console.log(lastLine);
}

const result = {
  measuredAt: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim(),
  node: process.version,
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  pipelines: durations,
};
console.log(JSON.stringify(result, null, 2));
if (out) writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
