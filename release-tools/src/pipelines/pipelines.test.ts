import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { affectedPipelines, pipelineOf, PIPELINES } from './pipelines.ts';
import { budgetApps, changedFiles, checkSteps } from './run-pipeline.ts';

describe('the pipelines a change needs', () => {
  it('a change to remote-blog alone runs only the blog pipeline', () => {
    expect(affectedPipelines(['remote-blog/src/pages/AboutPage.tsx', 'remote-blog/src/routes.ts'])).toEqual([
      'blog',
    ]);
  });

  it('a change to two remotes runs both, and nothing else', () => {
    expect(
      affectedPipelines(['remote-checkout/src/components/EmptyCart.tsx', 'remote-catalog/vite.config.ts']),
    ).toEqual(['catalog', 'checkout']);
  });

  it('a change to shared, the build tooling, the page server, the release tooling or the lockfile runs every pipeline', () => {
    for (const file of [
      'shared/src/cart-store.ts',
      'tooling/federation-shared.ts',
      'composer/src/serving/app-server.ts',
      'release-tools/src/shop.ts',
      'pnpm-lock.yaml',
    ])
      expect(affectedPipelines([file]), file).toEqual([
        'host',
        'catalog',
        'checkout',
        'account',
        'blog',
        'admin',
        'api',
        'sandbox',
        'shared',
      ]);
  });

  it("a change to remote-admin alone runs only the back office's pipeline, and its journeys run it with the API's and shared's", () => {
    expect(affectedPipelines(['remote-admin/src/pages/AdminPage.tsx', 'remote-admin/src/routes.ts'])).toEqual(
      ['admin'],
    );
    expect(affectedPipelines(['e2e/tests/admin/access.spec.ts'])).toEqual(['admin', 'api', 'shared']);
  });

  it("a change to a team's budget runs its pipeline, which checks that app's budget; the host's checks every app's", () => {
    expect(affectedPipelines(['remote-checkout/budget.json'])).toEqual(['checkout']);
    const checkout = pipelineOf('checkout')!;
    expect(checkout.journeys).toContain('tests/budgets');
    expect(budgetApps(checkout)).toBe('checkout');
    expect(budgetApps(pipelineOf('host')!)).toBe('catalog,checkout,account,blog,admin,host');
    expect(budgetApps(pipelineOf('api')!)).toBe('catalog,checkout,account,blog,admin,host');
  });

  it('the sandbox runs the API pipeline too; a journey runs the pipelines it exercises', () => {
    expect(affectedPipelines(['sandbox/src/razorpay/routes.ts'])).toEqual(['api', 'sandbox']);
    expect(affectedPipelines(['e2e/tests/checkout/cart.spec.ts'])).toEqual([
      'checkout',
      'api',
      'sandbox',
      'shared',
    ]);
    expect(affectedPipelines(['e2e/tests/parcels/parcels.spec.ts'])).toEqual([
      'catalog',
      'checkout',
      'account',
      'blog',
      'api',
      'shared',
    ]);
  });

  it("a doc runs the pipeline of the team whose folder holds it, the shop's docs the docs' one alone", () => {
    expect(affectedPipelines(['api/README.md', 'remote-blog/README.md'])).toEqual(['blog', 'api']);
    expect(affectedPipelines(['docs/releases.md', 'README.md'])).toEqual(['docs']);
    expect(affectedPipelines(['docs/releases.md', 'remote-blog/src/pages/AboutPage.tsx'])).toEqual([
      'blog',
      'docs',
    ]);
    expect(affectedPipelines(['docs/releases.md', 'shared/src/money.ts'])).toEqual([
      'host',
      'catalog',
      'checkout',
      'account',
      'blog',
      'admin',
      'api',
      'sandbox',
      'shared',
      'docs',
    ]);
  });
});

describe('what a pipeline checks', () => {
  const docReferences = 'pnpm exec vitest run tooling/doc-references.test.ts';

  it("the docs' pipeline checks every name the docs give and their format, and runs no journey", () => {
    const docs = pipelineOf('docs')!;
    expect(checkSteps(docs).map((step) => step.command)).toEqual([
      docReferences,
      "pnpm exec prettier --check docs '*.md'",
    ]);
    expect(docs.journeys).toEqual([]);
  });

  it("every other pipeline checks the docs' names too, the shared one with the rest of the tooling's tests", () => {
    for (const pipeline of PIPELINES.filter((candidate) => candidate.packageName)) {
      const commands = checkSteps(pipeline).map((step) => step.command);
      const expected = pipeline.name === 'shared' ? 'pnpm exec vitest run tooling/' : docReferences;
      expect(commands, pipeline.name).toContain(expected);
    }
  });
});

describe('pnpm pipeline --affected', () => {
  it('in a repository where only remote-blog changed since main, committed or not, picks the blog pipeline alone', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'brass-affected-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo });
    try {
      for (const dir of ['remote-blog/src', 'shared/src']) await mkdir(join(repo, dir), { recursive: true });
      await writeFile(join(repo, 'remote-blog/src/AboutPage.tsx'), 'export {};\n');
      await writeFile(join(repo, 'shared/src/money.ts'), 'export {};\n');
      git('init', '-q', '-b', 'main');
      git('add', '.');
      git('commit', '-qm', 'start');
      git('checkout', '-qb', 'blog-change');
      await writeFile(join(repo, 'remote-blog/src/AboutPage.tsx'), 'export const story = 1;\n');
      git('commit', '-qam', 'a blog change');
      await writeFile(join(repo, 'remote-blog/src/BlogListPage.tsx'), 'export {};\n');
      expect(changedFiles(repo, 'main').sort()).toEqual([
        'remote-blog/src/AboutPage.tsx',
        'remote-blog/src/BlogListPage.tsx',
      ]);
      expect(affectedPipelines(changedFiles(repo, 'main'))).toEqual(['blog']);
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });
});
