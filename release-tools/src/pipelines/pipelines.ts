import type { AppName } from '@brass/shared/runtime-config';

/**
 * Every part of the shop a team ships on its own: the six frontend apps, the API, the sandbox and the
 * shared package; and the shop's docs.
 */
export type PipelineName = AppName | 'api' | 'sandbox' | 'shared' | 'docs';

export interface Pipeline {
  name: PipelineName;
  /** Its folder, and its workspace package (the docs have none). */
  dir: string;
  packageName?: string;
  /** What else its team owns: the shared pipeline also holds the build tooling, the page server, the release tooling and the commands. */
  alsoOwns?: { dirs: string[]; packageNames: string[] };
  /** The frontend app it releases, if it is one. */
  app?: AppName;
  /** The Playwright folders (under e2e/) that exercise what it ships; a frontend app's include its budget check. */
  journeys: string[];
}

export const PIPELINES: Pipeline[] = [
  {
    name: 'host',
    dir: 'host',
    packageName: '@brass/host',
    app: 'host',
    journeys: ['tests/shell', 'tests/budgets'],
  },
  {
    name: 'catalog',
    dir: 'remote-catalog',
    packageName: '@brass/remote-catalog',
    app: 'catalog',
    journeys: ['tests/catalog', 'tests/parcels', 'tests/budgets'],
  },
  {
    name: 'checkout',
    dir: 'remote-checkout',
    packageName: '@brass/remote-checkout',
    app: 'checkout',
    journeys: ['tests/checkout', 'tests/parcels', 'tests/budgets'],
  },
  {
    name: 'account',
    dir: 'remote-account',
    packageName: '@brass/remote-account',
    app: 'account',
    journeys: ['tests/account', 'tests/parcels', 'tests/budgets'],
  },
  {
    name: 'blog',
    dir: 'remote-blog',
    packageName: '@brass/remote-blog',
    app: 'blog',
    journeys: ['tests/blog', 'tests/parcels', 'tests/budgets'],
  },
  // The back office has no parcel: only its own journeys exercise it.
  {
    name: 'admin',
    dir: 'remote-admin',
    packageName: '@brass/remote-admin',
    app: 'admin',
    journeys: ['tests/admin', 'tests/budgets'],
  },
  // Every journey goes through the API; the sandbox stands in for payments, shipping and Google sign-in.
  { name: 'api', dir: 'api', packageName: '@brass/api', journeys: ['tests'] },
  {
    name: 'sandbox',
    dir: 'sandbox',
    packageName: '@brass/sandbox',
    journeys: ['tests/checkout', 'tests/account'],
  },
  {
    name: 'shared',
    dir: 'shared',
    packageName: '@brass/shared',
    alsoOwns: {
      dirs: ['tooling', 'composer', 'release-tools', 'scripts'],
      packageNames: ['@brass/composer', '@brass/release-tools'],
    },
    journeys: ['tests'],
  },
  // A doc changes no code the journeys run: the names it gives and its format are all there is to check.
  { name: 'docs', dir: 'docs', journeys: [] },
];

export function pipelineOf(name: string | undefined): Pipeline | undefined {
  return PIPELINES.find((pipeline) => pipeline.name === name);
}

/**
 * The shop's own docs, outside any team's folder: they run the docs' pipeline, the check that every
 * name a doc gives exists (a team's README is in its folder, and runs its pipeline, which checks the
 * same).
 */
const SHOP_DOCS = /^(docs\/.*|[^/]*\.md)$/;

/**
 * The pipelines a change needs, from the files it touches: a file of one app runs that app's
 * pipeline; a journey runs the pipelines it exercises; the sandbox also runs the API's, whose tests
 * call it; `shared/`, the build tooling, the page server, the release tooling, the commands and the lockfile run
 * every pipeline, as every app is built with them; the shop's docs run the docs' pipeline.
 */
export function affectedPipelines(files: string[]): PipelineName[] {
  const affected = new Set<PipelineName>();
  let everyCodePipeline = false;
  for (const file of files) {
    if (SHOP_DOCS.test(file)) {
      affected.add('docs');
      continue;
    }
    const owner = PIPELINES.find((pipeline) => file.startsWith(`${pipeline.dir}/`));
    const journey = /^e2e\/(tests\/[^/]+)\//.exec(file)?.[1];
    if (owner && owner.name !== 'shared') {
      affected.add(owner.name);
      if (owner.name === 'sandbox') affected.add('api');
    } else if (journey) {
      for (const pipeline of PIPELINES)
        if (pipeline.journeys.some((folder) => journey.startsWith(folder))) affected.add(pipeline.name);
    } else {
      everyCodePipeline = true;
    }
  }
  return PIPELINES.filter(
    (pipeline) => (everyCodePipeline && pipeline.packageName) || affected.has(pipeline.name),
  ).map((pipeline) => pipeline.name);
}
