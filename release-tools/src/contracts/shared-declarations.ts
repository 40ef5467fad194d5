import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** Where shared's declarations sit inside a release's `types/`, so its own types resolve to them. */
export const SHARED_TYPES_DIR = join('node_modules', '@brass', 'shared');

/** A module apps import at run time: `src/`, not its tests nor the helpers of the apps' tests (`testing/`). */
function isPublicModule(file: string): boolean {
  return (
    file.includes('/shared/src/') &&
    file.endsWith('.ts') &&
    !file.endsWith('.test.ts') &&
    !file.endsWith('.d.ts')
  );
}

/**
 * The declarations of every module `@brass/shared` exports (`@brass/shared/<name>` is `src/<name>.ts`),
 * keyed by path (`src/money.d.ts`): what an app built against this copy of shared relies on.
 */
export async function sharedDeclarations(
  repo: string,
  { removeComments = false } = {},
): Promise<Map<string, string>> {
  const sharedDir = join(repo, 'shared');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(sharedDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${sharedDir}/tsconfig.json could not be read`);
  const program = ts.createProgram({
    rootNames: config.fileNames.filter(isPublicModule),
    options: {
      ...config.options,
      types: [],
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      removeComments,
      outDir: join(sharedDir, 'src'),
    },
  });
  const declarations = new Map<string, string>();
  const { emitSkipped, diagnostics } = program.emit(undefined, (file, text) => {
    declarations.set(relative(sharedDir, file), text);
  });
  if (emitSkipped)
    throw new Error(
      `@brass/shared's declarations could not be generated: ${ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => repo,
        getNewLine: () => '\n',
      })}`,
    );
  return new Map([...declarations].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Writes shared's declarations as the package a release's published types import
 * (`<types>/node_modules/@brass/shared`), with the version it was built as.
 */
export async function writeSharedTypes(repo: string, typesDir: string): Promise<void> {
  const packageDir = join(typesDir, SHARED_TYPES_DIR);
  const { version } = JSON.parse(await readFile(join(repo, 'shared', 'package.json'), 'utf8')) as {
    version: string;
  };
  for (const [file, text] of await sharedDeclarations(repo)) {
    await mkdir(dirname(join(packageDir, file)), { recursive: true });
    await writeFile(join(packageDir, file), text);
  }
  await writeFile(
    join(packageDir, 'package.json'),
    `${JSON.stringify(
      { name: '@brass/shared', version, type: 'module', exports: { './*': { types: './src/*.d.ts' } } },
      null,
      2,
    )}\n`,
  );
}
