import { execFileSync } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frontendApp, frontendApps } from '@brass/composer/apps';
import { checkCandidateContracts } from '../contracts/candidate-contracts.ts';
import { checkSharedSurface } from '../contracts/shared-surface.ts';
import { run, runPrefixed } from '../processes.ts';
import { ensureLiveReleases } from '../releases/commands.ts';
import { createRelease } from '../releases/create-release.ts';
import { folderPointer } from '@brass/composer/releases/folder-pointer';
import { openPointerStore } from '@brass/composer/releases/pointer-store-choice';
import { releaseFolder, releasesRoot } from '@brass/composer/releases/layout';
import { promote, readPointer } from '@brass/composer/releases/live-pointer';
import type { PointerStore } from '@brass/composer/releases/pointer-store';
import { journeyShopEnv } from './journey-shop.ts';
import type { Pipeline } from './pipelines.ts';

/**
 * A scratch releases folder holding what the shop runs now: the live release of each app copied from
 * the releases folder, or, for an app never released, a release of its current sources. Its pointer
 * is its own live.json, which the journeys' shop follows.
 */
async function shopAsLive(repo: string): Promise<PointerStore> {
  const scratch = folderPointer(await mkdtemp(join(tmpdir(), 'brass-pipeline-')));
  const shop = openPointerStore(releasesRoot(repo));
  const live = await readPointer(shop).finally(() => shop.close());
  for (const app of frontendApps()) {
    const id = live?.live[app.name];
    if (!id) continue;
    await cp(releaseFolder(shop.root, app.name, id), releaseFolder(scratch.root, app.name, id), {
      recursive: true,
    });
    await promote(scratch, app.name, id, { force: true });
  }
  await ensureLiveReleases(repo, scratch);
  return scratch;
}

/** One step of the checks: what it checks, and the command line that does. */
export interface CheckStep {
  title: string;
  command: string;
}

/** The check that every path and code name the docs give exists (`tooling/doc-references.ts`). */
const DOC_REFERENCES: CheckStep = {
  title: 'Docs: every name they give exists',
  command: 'pnpm exec vitest run tooling/doc-references.test.ts',
};

/**
 * The static checks of a pipeline: lint, types and unit tests of what the team owns, and the docs'
 * names. The docs' pipeline owns no package: the docs' names and format are all it checks.
 */
export function checkSteps(pipeline: Pipeline): CheckStep[] {
  if (!pipeline.packageName)
    return [DOC_REFERENCES, { title: 'Docs: format', command: "pnpm exec prettier --check docs '*.md'" }];
  const dirs = [pipeline.dir, ...(pipeline.alsoOwns?.dirs ?? [])];
  const filters = [pipeline.packageName, ...(pipeline.alsoOwns?.packageNames ?? [])]
    .map((name) => `--filter ${name}`)
    .join(' ');
  const ownsTooling = dirs.includes('tooling');
  return [
    { title: 'Lint', command: `pnpm exec eslint ${dirs.join(' ')} --max-warnings=0` },
    { title: 'Type check', command: `pnpm ${filters} typecheck` },
    ...(ownsTooling
      ? [{ title: 'Type check: tooling and commands', command: 'pnpm exec tsc -p tooling' }]
      : []),
    { title: 'Unit tests', command: `pnpm --workspace-concurrency=1 ${filters} test` },
    // A change anywhere can leave a doc naming what is gone; the tooling's tests include this check.
    ownsTooling ? { title: 'Unit tests: tooling', command: 'pnpm exec vitest run tooling/' } : DOC_REFERENCES,
    ...(pipeline.name === 'api' && process.env.DATABASE_URL
      ? [{ title: 'Process tests', command: 'pnpm --filter @brass/api test:process' }]
      : []),
  ];
}

/** The static checks, each step's title first, its output prefixed with `checks`; for the shared package, its public surface. */
async function staticChecks(repo: string, pipeline: Pipeline): Promise<void> {
  for (const { title, command } of checkSteps(pipeline)) {
    console.log(`[checks] === ${title}`);
    await runPrefixed('checks', command);
  }
  if (pipeline.name === 'shared') {
    console.log('[checks] === Public surface of @brass/shared against the one its version records');
    console.log(`[checks] ${await checkSharedSurface(repo)}`);
  }
}

/**
 * The shop the journeys run against: what runs now and, for a frontend app, a release of its sources,
 * its contracts type-checked against the live apps beside it, promoted over it.
 */
async function shopWithCandidate(repo: string, pipeline: Pipeline): Promise<string> {
  console.log('\n=== The shop as it runs now');
  const releases = await shopAsLive(repo);
  if (!pipeline.app) return releases.root;
  console.log(`\n=== Release ${pipeline.app} from its sources`);
  const { release } = await createRelease(repo, frontendApp(pipeline.app), releases);
  console.log('\n=== Contracts: its exposes and what consumes them, type-checked as released');
  await checkCandidateContracts(repo, releases, release);
  await promote(releases, pipeline.app, release.id);
  console.log(`${pipeline.app} ${release.id} is live in the pipeline's shop`);
  return releases.root;
}

/**
 * `pnpm pipeline <name>`: what one team's change must pass before it ships. Its static checks run
 * while its shop is being prepared (neither needs the other, and together they keep both cores
 * busy); then the journeys that exercise it run, in Chromium, against that shop, started for them on
 * ports of their own. A pipeline without journeys (the docs') runs its checks alone.
 */
export async function runPipeline(repo: string, pipeline: Pipeline): Promise<void> {
  if (pipeline.journeys.length === 0) return staticChecks(repo, pipeline);
  const [checks, shop] = await Promise.allSettled([
    staticChecks(repo, pipeline),
    shopWithCandidate(repo, pipeline),
  ]);
  if (checks.status === 'rejected') throw checks.reason;
  if (shop.status === 'rejected') throw shop.reason;
  const env = await journeyShopEnv(shop.value);
  console.log(`\n=== Journeys in Chromium, against the pipeline's shop at http://localhost:${env.HOST_PORT}`);
  await run('pnpm', ['--filter', '@brass/e2e', 'exec', 'playwright', 'test', ...pipeline.journeys], {
    env: { ...process.env, ...env, BUDGET_APPS: budgetApps(pipeline) },
  });
}

/**
 * The apps whose performance budgets a pipeline checks (`e2e/tests/budgets`): a remote's own; every
 * app's for the host, whose shell is part of every first visit, and for a pipeline releasing no app.
 */
export function budgetApps(pipeline: Pipeline): string {
  return pipeline.app && pipeline.app !== 'host'
    ? pipeline.app
    : frontendApps()
        .map((app) => app.name)
        .join(',');
}

/** The files changed since a base ref, committed or not. */
export function changedFiles(repo: string, base: string): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  return [
    ...new Set([
      ...git('diff', '--name-only', `${base}...HEAD`).split('\n'),
      ...git('status', '--porcelain')
        .split('\n')
        .map((line) => line.slice(3)),
    ]),
  ].filter(Boolean);
}
