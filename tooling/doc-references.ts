import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { globSync } from 'tinyglobby';

/**
 * What the docs name in backticks must exist: a path (`remote-blog/src/parcel.tsx`, a glob, or a
 * pattern with `<placeholders>`) somewhere relative to the repository, the doc's folder or its
 * package; a module of `@brass/shared` as a file of shared; a code name (`useRequest`,
 * `shopParcel()`, `ProductGallery`) in the source. A name of two or more words in PascalCase may also
 * be a library's (`QueryClient`): it passes when the type declarations of an installed package have it.
 * A single capitalised word (`Switch`) reads as prose as often as code and is not checked, nor are
 * commands, URLs, settings and prose in backticks.
 */
export interface DocReference {
  doc: string;
  line: number;
  name: string;
}

const IGNORED_FOLDERS = [
  '**/node_modules/**',
  '**/dist/**',
  '**/dist-server/**',
  'releases/**',
  '**/test-results/**',
];
const SOURCE_EXTENSIONS = '{ts,tsx,js,mjs,css,json,html,sh,sql,yml,yaml}';
const PATH = /^[\w@.\-/*{},<>]+$/;
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|json|md|css|html|sql|sh|yml|yaml|d\.ts)$/;
const CODE_NAME = /^([a-z][a-z0-9]*[A-Z][\w$]*|[A-Za-z_$][\w$]*\(\))$/;
const PASCAL_CASE_NAME = /^[A-Z][a-z0-9]+[A-Z][\w$]*$/;

function docsOf(repo: string): string[] {
  return globSync(['docs/**/*.md', '**/README.md'], { cwd: repo, ignore: IGNORED_FOLDERS });
}

/** The spans in backticks of a markdown file, outside fenced code blocks, with their line. */
export function backtickedSpans(markdown: string): { line: number; text: string }[] {
  const spans: { line: number; text: string }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((content, index) => {
    if (content.trimStart().startsWith('```')) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of content.matchAll(/`([^`]+)`/g)) spans.push({ line: index + 1, text: match[1]! });
  });
  return spans;
}

/** A path-like span: has a folder separator or a file extension, and no spaces, URL or option. */
export function isPathLike(text: string): boolean {
  if (!PATH.test(text) || !/[a-z]/i.test(text) || text.includes('://') || text.startsWith('-')) return false;
  return text.includes('/') || FILE_EXTENSION.test(text);
}

function asGlob(path: string): string {
  return path.replace(/<[^>]+>/g, '*').replace(/\/$/, '');
}

function packageRoot(repo: string, doc: string): string | undefined {
  let folder = dirname(join(repo, doc));
  while (folder.startsWith(repo) && folder !== repo) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    folder = dirname(folder);
  }
  return undefined;
}

function pathExists(repo: string, doc: string, path: string): boolean {
  const shared = /^@brass\/shared\/(.+)$/.exec(path);
  if (shared)
    return (
      globSync([`shared/src/${asGlob(shared[1]!)}.ts`, `shared/src/${asGlob(shared[1]!)}`], { cwd: repo })
        .length > 0
    );
  if (path.startsWith('@')) return existsSync(join(repo, 'node_modules', path)) || true;
  const bases = [repo, dirname(join(repo, doc)), packageRoot(repo, doc)].filter(Boolean) as string[];
  const glob = asGlob(path.replace(/^\//, ''));
  // A file name alone, or a path inside some package (`src/routes.ts`), may be anywhere below.
  const patterns = [glob, `**/${glob}`];
  return bases.some(
    (base) =>
      existsSync(join(base, path)) ||
      globSync(patterns, { cwd: base, ignore: IGNORED_FOLDERS, onlyFiles: false, expandDirectories: false })
        .length > 0,
  );
}

/** Every word of a text, looked up once per name instead of searching the whole text again. */
function wordsOf(text: string): Set<string> {
  return new Set(text.match(/[\w$]+/g));
}

/**
 * The type declarations of every installed package, read only when a PascalCase name is not in the
 * source: pnpm keeps each package once under `node_modules/.pnpm`, its dependencies being links.
 */
function installedDeclarations(repo: string): () => Set<string> {
  let words: Set<string> | undefined;
  return () =>
    (words ??= wordsOf(
      globSync(['node_modules/.pnpm/*/node_modules/**/*.d.ts'], { cwd: repo, followSymbolicLinks: false })
        .map((file) => readFileSync(join(repo, file), 'utf8'))
        .join('\n'),
    ));
}

/** Every name the docs give in backticks that the tree does not have. */
export function missingDocReferences(repo: string): DocReference[] {
  const sources = globSync([`**/*.${SOURCE_EXTENSIONS}`], { cwd: repo, ignore: IGNORED_FOLDERS })
    .map((file) => readFileSync(join(repo, file), 'utf8'))
    .join('\n');
  const ignoredByGit = new Set(
    readFileSync(join(repo, '.gitignore'), 'utf8')
      .split('\n')
      .map((entry) => entry.trim().replace(/^\/|\/$/g, ''))
      .filter(Boolean),
  );
  const sourceWords = wordsOf(sources);
  const declarations = installedDeclarations(repo);
  const missing: DocReference[] = [];
  for (const doc of docsOf(repo)) {
    const markdown = readFileSync(join(repo, doc), 'utf8');
    // A superseded decision records what was true then, names included.
    if (/^Superseded by /m.test(markdown)) continue;
    for (const { line, text } of backtickedSpans(markdown)) {
      const name = text.trim();
      if (isPathLike(name)) {
        // What the code writes or serves (`dist/`, `mf-manifest.json`, `releases/live.json`) is not
        // in the tree, but the code names it.
        const named = sources.includes(name.replace(/<[^>]+>.*$/, '').replace(/\/$/, ''));
        // Folders the running shop writes (`api/.data/`, `releases/`) are ignored by git.
        const written = name.split('/').some((segment) => ignoredByGit.has(segment));
        if (!named && !written && !pathExists(repo, doc, name))
          missing.push({ doc: relative(repo, join(repo, doc)), line, name });
      } else if (CODE_NAME.test(name) || PASCAL_CASE_NAME.test(name)) {
        const identifier = name.replace(/\(\)$/, '');
        const known =
          sourceWords.has(identifier) ||
          (PASCAL_CASE_NAME.test(identifier) && declarations().has(identifier));
        if (!known) missing.push({ doc, line, name });
      }
    }
  }
  return missing;
}
