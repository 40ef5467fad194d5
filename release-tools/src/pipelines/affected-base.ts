import { execFileSync } from 'node:child_process';
import { ReleaseError } from '@brass/composer/apps';

export interface AffectedBase {
  /** The ref whose merge base with HEAD the changes are counted from. */
  ref: string;
  /** Which base that is, and why: printed before the pipelines run. */
  message: string;
}

function isCommit(repo: string, ref: string): boolean {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd: repo,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The base `pnpm pipeline --affected` counts changes from: the ref named, else the local main branch,
 * else the remote's (a clone made for one branch has no local main), else the commit before HEAD.
 */
export function affectedBase(repo: string, named?: string): AffectedBase {
  if (named !== undefined) {
    if (!isCommit(repo, named))
      throw new ReleaseError(`pipeline --affected: "${named}" names no commit of this repository`);
    return { ref: named, message: `pipeline --affected: the changes since ${named}` };
  }
  if (isCommit(repo, 'main')) return { ref: 'main', message: 'pipeline --affected: the changes since main' };
  const fallback = ['origin/main', 'HEAD~1'].find((ref) => isCommit(repo, ref));
  if (!fallback)
    throw new ReleaseError(
      'pipeline --affected: no main branch and no commit before HEAD to compare with; name one with --base <ref>',
    );
  return {
    ref: fallback,
    message: `pipeline --affected: no local main branch, so the changes since ${fallback} (name another base with --base <ref>)`,
  };
}
