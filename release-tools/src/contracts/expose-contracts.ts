import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { PARCEL_EXPOSE } from '@brass/shared/remote-contracts';
import type { ReleaseManifest } from '@brass/composer/releases/release-manifest';
import { releaseFolder } from '@brass/composer/releases/layout';
import { EXPOSES_TYPES_DIR, TYPES_DIR } from './published-types.ts';
import { SHARED_TYPES_DIR } from './shared-declarations.ts';

export interface ContractReport {
  /** Each expose whose published types do not fit what its consumer loads, said in a sentence. */
  breaks: string[];
  /** Releases made before releases published their types: nothing could be checked for them. */
  unchecked: string[];
}

interface Use {
  remote: ReleaseManifest;
  expose: string;
  /** The type the expose must fit, as written in the check. */
  contract: string;
  role: string;
}

/**
 * The exposes someone loads: each page a route names (the host), and the parcel (pages outside the
 * shop), with the props those pages mount it with when the contracts declare them (`typedParcels`).
 */
function usesOf(remote: ReleaseManifest, typedParcels: boolean): Use[] {
  const pages = [...new Set(remote.routes.map((route) => route.page))].map((expose): Use => ({
    remote,
    expose,
    contract: 'PageExpose',
    role: 'as a page',
  }));
  const parcel: Use[] = remote.exposes.includes(PARCEL_EXPOSE)
    ? [
        {
          remote,
          expose: PARCEL_EXPOSE,
          contract: typedParcels
            ? `ParcelExpose<ParcelProps[${JSON.stringify(remote.app)}]>`
            : 'ParcelExpose',
          role: 'as a single-spa parcel',
        },
      ]
    : [];
  return [...pages, ...parcel];
}

const typesOf = (root: string, release: ReleaseManifest) =>
  join(releaseFolder(root, release.app, release.id), TYPES_DIR);

/**
 * Libraries the declarations import (react, single-spa, valibot…) come from the workspace's install;
 * `@brass/shared` does not: each release's declarations find the copy of shared it was built with,
 * beside them, so a host and a remote built against different versions of shared are compared as such.
 */
function compilerOptions(repo: string): ts.CompilerOptions {
  const installed = join(repo, 'node_modules', '.pnpm', 'node_modules');
  return {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    // DefinitelyTyped first: React's own package has no types, and resolving it would type it `any`.
    paths: { '*': [join(installed, '@types', '*'), join(installed, '*')] },
  };
}

/**
 * Type-checks the published types of each remote release against what the host release loads from
 * them: every page a route names must be a component taking the props the host passes, and a parcel
 * must carry single-spa's lifecycles. It compares releases as built, so it answers "can this host run
 * these remotes" before either is promoted.
 */
export async function checkExposeContracts(
  repo: string,
  root: string,
  host: ReleaseManifest,
  remotes: ReleaseManifest[],
): Promise<ContractReport> {
  const hostContracts = join(typesOf(root, host), SHARED_TYPES_DIR, 'src', 'remote-contracts');
  if (!existsSync(`${hostContracts}.d.ts`))
    return { breaks: [], unchecked: [`host ${host.id} published no types`] };
  const unchecked = remotes
    .filter((remote) => !existsSync(join(typesOf(root, remote), EXPOSES_TYPES_DIR)))
    .map((remote) => `${remote.app} ${remote.id} published no types`);
  // Contracts published before parcels' props were typed accept any props.
  const typedParcels = (await readFile(`${hostContracts}.d.ts`, 'utf8')).includes('interface ParcelProps');
  const uses = remotes
    .filter((remote) => existsSync(join(typesOf(root, remote), EXPOSES_TYPES_DIR)))
    .flatMap((remote) => usesOf(remote, typedParcels));
  if (uses.length === 0) return { breaks: [], unchecked };

  const header = [
    `import type { PageExpose, ParcelExpose${typedParcels ? ', ParcelProps' : ''} } from ${JSON.stringify(hostContracts)};`,
    // If React's types did not resolve, every component would be `any` and every page would fit: this
    // page, which needs a prop the host never passes, must not fit, or the check is not checking.
    '// @ts-expect-error',
    'export const sentinel: PageExpose = { default: (props: { notPassed: string }) => props.notPassed };',
  ];
  const lines = [
    ...header,
    ...uses.map(
      ({ remote, expose, contract }, index) =>
        `export const use${index}: ${contract} = null as unknown as typeof import(${JSON.stringify(
          join(typesOf(root, remote), EXPOSES_TYPES_DIR, expose),
        )});`,
    ),
  ];
  const dir = await mkdtemp(join(tmpdir(), 'brass-contracts-'));
  try {
    const file = join(dir, 'contracts.ts');
    await writeFile(file, `${lines.join('\n')}\n`);
    const program = ts.createProgram([file], compilerOptions(repo));
    const source = program.getSourceFile(file);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    const breaks = diagnostics.map((diagnostic) => {
      const line =
        source && diagnostic.start !== undefined
          ? source.getLineAndCharacterOfPosition(diagnostic.start).line
          : 0;
      const why = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
      const use = uses[line - header.length];
      if (!use) return `the check could not read the types it compares: ${why}`;
      return `${use.remote.app} ./${use.expose} (${use.remote.id}) does not fit what host ${host.id} loads ${use.role}:\n    ${why}`;
    });
    return { breaks, unchecked };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
