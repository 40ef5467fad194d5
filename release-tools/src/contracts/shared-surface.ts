import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import ts from 'typescript';
import { ReleaseError } from '@brass/composer/apps';
import { sharedDeclarations } from './shared-declarations.ts';

/** The recorded public surface of @brass/shared: what its current version promises. */
export const SURFACE_FILE = join('shared', 'public-surface.json');

/** Each module (`money` for `@brass/shared/money`) and its declarations, one per name. */
export type Surface = Record<string, Record<string, string>>;

export interface RecordedSurface {
  version: string;
  modules: Surface;
}

function namesOf(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.map((declaration) => declaration.name.getText());
  if (ts.isExportDeclaration(statement) || ts.isImportDeclaration(statement)) return [];
  const name = (statement as ts.DeclarationStatement).name;
  return name ? [name.getText()] : [statement.getText()];
}

/** A module's declarations by name; overloads and merged declarations of a name are kept together. */
function declarationsOf(text: string): Record<string, string> {
  const source = ts.createSourceFile('module.d.ts', text, ts.ScriptTarget.ES2022, true);
  const declarations: Record<string, string> = {};
  for (const statement of source.statements) {
    const printed = statement.getText().replace(/\s+/g, ' ');
    // `export {};` only marks a file as a module: it declares nothing.
    if (ts.isExportDeclaration(statement) && printed !== 'export {};') declarations[printed] = printed;
    for (const name of namesOf(statement))
      declarations[name] = declarations[name] ? `${declarations[name]} ${printed}` : printed;
  }
  return declarations;
}

/** The public surface of @brass/shared as its sources declare it now (comments aside). */
export async function currentSurface(repo: string): Promise<Surface> {
  const surface: Surface = {};
  for (const [file, text] of await sharedDeclarations(repo, { removeComments: true }))
    surface[file.replace(/^src\//, '').replace(/\.d\.ts$/, '')] = declarationsOf(text);
  return surface;
}

export async function readRecordedSurface(repo: string): Promise<RecordedSurface> {
  return JSON.parse(await readFile(join(repo, SURFACE_FILE), 'utf8')) as RecordedSurface;
}

export async function sharedVersion(repo: string): Promise<string> {
  return (JSON.parse(await readFile(join(repo, 'shared', 'package.json'), 'utf8')) as { version: string })
    .version;
}

export interface SurfaceChange {
  removed: string[];
  changed: string[];
  added: string[];
}

/** The one interface a declaration's text declares, or undefined when it declares anything else. */
function interfaceOf(text: string): ts.InterfaceDeclaration | undefined {
  const { statements } = ts.createSourceFile('declaration.d.ts', text, ts.ScriptTarget.ES2022, true);
  const [statement] = statements;
  return statements.length === 1 && statement && ts.isInterfaceDeclaration(statement) ? statement : undefined;
}

/**
 * Whether `after` is the interface `before` with optional properties added and nothing else changed:
 * every object an app built against `before` makes or reads is still one, so it is an addition.
 */
function onlyAddsOptionalProperties(before: string, after: string): boolean {
  const [old, now] = [interfaceOf(before), interfaceOf(after)];
  if (!old || !now) return false;
  // Modifiers, name, type parameters and what it extends: all up to its opening brace.
  const outline = (declaration: ts.InterfaceDeclaration) =>
    declaration.getText().slice(0, declaration.members.pos - declaration.getStart());
  if (outline(old) !== outline(now)) return false;
  const oldMembers = new Set(old.members.map((member) => member.getText()));
  const newMembers = new Set(now.members.map((member) => member.getText()));
  return (
    [...oldMembers].every((member) => newMembers.has(member)) &&
    now.members
      .filter((member) => !oldMembers.has(member.getText()))
      .every((member) => ts.isPropertySignature(member) && member.questionToken !== undefined)
  );
}

/**
 * What differs between two surfaces, as `module.name`. An interface that only gained optional
 * properties counts as added to, not changed.
 */
export function surfaceChange(before: Surface, after: Surface): SurfaceChange {
  const flat = (surface: Surface) =>
    new Map(
      Object.entries(surface).flatMap(([module, declarations]) =>
        Object.entries(declarations).map(([name, text]) => [`${module}.${name}`, text] as const),
      ),
    );
  const [old, now] = [flat(before), flat(after)];
  const differing = [...old.keys()].filter((name) => now.has(name) && now.get(name) !== old.get(name));
  const extended = differing.filter((name) => onlyAddsOptionalProperties(old.get(name)!, now.get(name)!));
  return {
    removed: [...old.keys()].filter((name) => !now.has(name)),
    changed: differing.filter((name) => !extended.includes(name)),
    added: [...[...now.keys()].filter((name) => !old.has(name)), ...extended],
  };
}

/**
 * The version the change needs at least: a removed or changed declaration can break an app built
 * against the recorded version (major); only additions cannot (minor).
 */
export function requiredVersion(recorded: string, change: SurfaceChange): string | undefined {
  if (change.removed.length > 0 || change.changed.length > 0) return semver.inc(recorded, 'major')!;
  if (change.added.length > 0) return semver.inc(recorded, 'minor')!;
  return undefined;
}

const listed = (label: string, names: string[]) => (names.length > 0 ? [`${label} ${names.join(', ')}`] : []);

/**
 * The shared pipeline's check: the surface must be the recorded one, or the version must have grown
 * as much as the change needs, and the new surface be recorded. Returns what it found; throws why not.
 */
export async function checkSharedSurface(repo: string): Promise<string> {
  const [recorded, surface, version] = await Promise.all([
    readRecordedSurface(repo),
    currentSurface(repo),
    sharedVersion(repo),
  ]);
  const change = surfaceChange(recorded.modules, surface);
  const needed = requiredVersion(recorded.version, change);
  if (!needed)
    return `@brass/shared ${version}: its public surface is the one recorded for ${recorded.version}.`;
  const what = [
    ...listed('removed', change.removed),
    ...listed('changed', change.changed),
    ...listed('added', change.added),
  ].join('; ');
  if (semver.lt(version, needed))
    throw new ReleaseError(
      `@brass/shared's public surface changed (${what}) without a version bump: it is ${version}, ` +
        `and the change needs ${needed} (recorded: ${recorded.version}). Set "version" in shared/package.json ` +
        `to ${needed}, then run \`pnpm shared-surface --write\`.`,
    );
  throw new ReleaseError(
    `@brass/shared ${version}'s public surface is not recorded (${what}): run \`pnpm shared-surface --write\` and commit ${SURFACE_FILE}.`,
  );
}

/** `pnpm shared-surface --write`: records the current surface as the one the current version promises. */
export async function recordSharedSurface(repo: string): Promise<RecordedSurface> {
  const recorded = { version: await sharedVersion(repo), modules: await currentSurface(repo) };
  await writeFile(join(repo, SURFACE_FILE), `${JSON.stringify(recorded, null, 2)}\n`);
  return recorded;
}
