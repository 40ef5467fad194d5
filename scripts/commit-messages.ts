import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commitMessageProblems } from '../tooling/commit-message.ts';

/**
 * `pnpm commit-messages [file]`: with a file, checks the message git is about to record (the
 * commit-msg hook in .githooks passes it); without, checks every commit HEAD has after
 * `checkedAfter`, as `pnpm test` does in CI. The rule is in tooling/commit-message.ts.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

/** The last commit made before the rule: the history up to it has subjects of any length, no bodies. */
const checkedAfter = '654febfed1d77a6123c8d6bce5590c7fc83c4645';

function report(problems: string[], what: string): boolean {
  if (problems.length === 0) return true;
  console.error(`${what}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return false;
}

function checkHistory(): boolean {
  const known =
    spawnSync('git', ['cat-file', '-e', `${checkedAfter}^{commit}`], { cwd: repo, stdio: 'ignore' })
      .status === 0;
  if (!known) {
    if (git('rev-parse', '--is-shallow-repository') === 'true') {
      console.warn(
        `Commit messages not checked: this clone is shallow and lacks ${checkedAfter.slice(0, 7)}, the commit ` +
          'the rule starts after. `git fetch --unshallow` brings the whole history.',
      );
      return true;
    }
    console.error(
      `${checkedAfter.slice(0, 7)}, the commit the message rule starts after, is not in this history.`,
    );
    return false;
  }
  const commits = git('rev-list', `${checkedAfter}..HEAD`).split('\n').filter(Boolean);
  const passed = commits.filter((commit) =>
    report(
      commitMessageProblems(git('log', '-1', '--format=%B', commit)),
      `${commit.slice(0, 7)} ${git('log', '-1', '--format=%s', commit)}`,
    ),
  );
  console.log(
    `${passed.length} of ${commits.length} commits after ${checkedAfter.slice(0, 7)} follow the message rule.`,
  );
  return passed.length === commits.length;
}

const file = process.argv[2];
const ok = file
  ? report(
      commitMessageProblems(readFileSync(file, 'utf8')),
      'The commit message needs changes (README, Contributing)',
    )
  : checkHistory();
process.exit(ok ? 0 : 1);
