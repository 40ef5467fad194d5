import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { affectedBase } from '@brass/release-tools/pipelines/affected-base';
import { affectedPipelines, pipelineOf, PIPELINES } from '@brass/release-tools/pipelines/pipelines';
import { changedFiles, runPipeline } from '@brass/release-tools/pipelines/run-pipeline';
import { runCommand } from '@brass/release-tools/releases/commands';

/**
 * `pnpm pipeline <name>`: one team's checks (host, catalog, checkout, account, blog, admin, api,
 * sandbox, shared, docs); the last line says `pipeline <name>: passed in N s` or why it failed.
 * `pnpm pipeline --affected [--base <ref> | <ref>]`: the pipelines of what changed since the base (main,
 * or where there is no local main, origin/main, then the commit before HEAD; the first line says which).
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  options: { affected: { type: 'boolean' }, base: { type: 'string' } },
  allowPositionals: true,
});

await runCommand(async () => {
  let names = [positionals[0] ?? ''];
  if (values.affected) {
    const base = affectedBase(repo, values.base ?? positionals[0]);
    console.log(base.message);
    names = affectedPipelines(changedFiles(repo, base.ref));
    if (names.length === 0) console.log(`pipeline --affected: nothing to run since ${base.ref}`);
  }

  for (const name of names) {
    const pipeline = pipelineOf(name);
    if (!pipeline) {
      console.error(
        `pipeline ${name}: failed: there is no such pipeline; they are ${PIPELINES.map((p) => p.name).join(', ')}`,
      );
      process.exit(2);
    }
    const started = performance.now();
    try {
      await runPipeline(repo, pipeline);
      console.log(`\npipeline ${name}: passed in ${Math.round((performance.now() - started) / 1000)} s`);
    } catch (error) {
      console.log(`\npipeline ${name}: failed: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
});
