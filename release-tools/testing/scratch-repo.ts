import { cp, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a test changes in one file: the text to find, and what replaces it. */
export type Edit = { file: string; from: string; to: string };

const NOT_COPIED = new Set(['node_modules', 'dist', 'dist-server', '.__mf__temp']);

/**
 * A copy of the repository in which one app's sources carry a team's change, for tests that build a
 * release of that change. Everything else is a link to the repository, and so is the app's install,
 * so the build resolves the same packages; the repository itself is never touched.
 */
export async function repoWithChangedApp(repo: string, appDir: string, edits: Edit[]): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'brass-changed-'));
  for (const entry of await readdir(repo)) {
    if (entry === appDir || entry === '.git' || entry === 'releases') continue;
    await symlink(join(repo, entry), join(scratch, entry));
  }
  await cp(join(repo, appDir), join(scratch, appDir), {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(source.split('/').at(-1) ?? ''),
  });
  await symlink(join(repo, appDir, 'node_modules'), join(scratch, appDir, 'node_modules'));
  for (const { file, from, to } of edits) {
    const path = join(scratch, appDir, file);
    const text = await readFile(path, 'utf8');
    if (!text.includes(from)) throw new Error(`${appDir}/${file} has no "${from}" to change`);
    await writeFile(path, text.replace(from, to));
  }
  return scratch;
}
