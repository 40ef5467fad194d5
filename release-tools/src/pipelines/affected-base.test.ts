import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { affectedBase } from './affected-base.ts';
import { affectedPipelines } from './pipelines.ts';
import { changedFiles } from './run-pipeline.ts';

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo });

/** A commit touching `file`, on whatever branch is checked out. */
async function commit(file: string, message: string) {
  await mkdir(join(repo, file, '..'), { recursive: true });
  await writeFile(join(repo, file), `export const at = ${JSON.stringify(message)};\n`);
  git('add', '.');
  git('commit', '-qm', message);
}

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'brass-affected-base-'));
  // A clone of one branch: no local main.
  git('init', '-q', '-b', 'blog-change');
});

afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe('the base of pnpm pipeline --affected', () => {
  it('without a local main branch is the commit before HEAD, and says so', async () => {
    await commit('shared/src/money.ts', 'start');
    await commit('remote-blog/src/AboutPage.tsx', 'a blog change');

    const base = affectedBase(repo);
    expect(base.ref).toBe('HEAD~1');
    expect(base.message).toBe(
      'pipeline --affected: no local main branch, so the changes since HEAD~1 (name another base with --base <ref>)',
    );
    expect(affectedPipelines(changedFiles(repo, base.ref))).toEqual(['blog']);
  });

  it('is the ref named, when it names a commit', async () => {
    await commit('shared/src/money.ts', 'start');
    git('tag', 'released');
    await commit('remote-blog/src/AboutPage.tsx', 'a blog change');
    await commit('remote-catalog/src/HomePage.tsx', 'a catalog change');

    const base = affectedBase(repo, 'released');
    expect(base).toEqual({ ref: 'released', message: 'pipeline --affected: the changes since released' });
    expect(affectedPipelines(changedFiles(repo, base.ref))).toEqual(['catalog', 'blog']);
  });

  it('is main where there is a local main branch', async () => {
    await commit('shared/src/money.ts', 'start');
    git('branch', 'main');
    await commit('remote-blog/src/AboutPage.tsx', 'a blog change');

    expect(affectedBase(repo)).toEqual({
      ref: 'main',
      message: 'pipeline --affected: the changes since main',
    });
  });

  it('refuses a named ref that is no commit, and a lone commit with no base to fall back to', async () => {
    await commit('shared/src/money.ts', 'start');

    expect(() => affectedBase(repo, 'no-such-ref')).toThrow(
      'pipeline --affected: "no-such-ref" names no commit of this repository',
    );
    expect(() => affectedBase(repo)).toThrow(/name one with --base <ref>/);
  });
});
