import { fileURLToPath } from 'node:url';
import { affectedPipelines, pipelineOf, PIPELINES } from '@brass/release-tools/pipelines/pipelines';
import { changedFiles, runPipeline } from '@brass/release-tools/pipelines/run-pipeline';

/**
 * `pnpm pipeline <name>`: one team's checks (host, catalog, checkout, account, blog, admin, api,
 * sandbox, shared); the last line says `pipeline <name>: passed in N s` or why it failed.
 * `pnpm pipeline --affected [<base ref>]`: the pipelines of what changed since the base (main by default).
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const [first, second] = process.argv.slice(2);

const names =
  first === '--affected' ? affectedPipelines(changedFiles(repo, second ?? 'main')) : [first ?? ''];
if (first === '--affected' && names.length === 0)
  console.log(`pipeline --affected: nothing to run since ${second ?? 'main'}`);

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
