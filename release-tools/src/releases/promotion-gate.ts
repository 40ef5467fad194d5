import { counterparts, type PromotionGate } from '@brass/composer/releases/live-pointer';
import { runtimeConfigFromEnv, shopOriginFromEnv } from '../../../tooling/runtime-config-from-env.ts';
import { checkExposeContracts } from '../contracts/expose-contracts.ts';
import { missingFiles } from './release-files.ts';
import { rendererProblems } from './render-check.ts';

/** Whether the shop's API answers: without it a trial render shows the pages without their data. */
async function apiAnswers(apiBase: string): Promise<boolean> {
  try {
    return (await fetch(`${apiBase}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * What `pnpm promote` checks beyond the versions, so that one team's broken release never reaches
 * another team's pages: every file the release's manifest names is there, and its exposes fit what
 * the live apps load from them (for a host, what it loads from every live remote), and its server
 * renderer loads and renders every page it declares with the shop's data. What could not be checked
 * (releases made before they published their types, pages rendered while the API was down) is said
 * through `log`.
 */
export function promotionGate(
  repo: string,
  root: string,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): PromotionGate {
  return async (release, live) => {
    const missing = await missingFiles(root, release, env);
    const { host, remotes } = counterparts(live, release);
    const contracts = host ? await checkExposeContracts(repo, root, host, remotes) : undefined;
    for (const release of contracts?.unchecked ?? []) log(`Not checked: ${release}.`);
    const config = runtimeConfigFromEnv(env);
    if (release.serverRenderer && !(await apiAnswers(config.apiBase)))
      log(
        `Not checked with the shop's data: the API at ${config.apiBase} did not answer, so the pages were rendered without it.`,
      );
    const rendering = await rendererProblems(root, release, config, shopOriginFromEnv(env));
    return [...missing, ...(contracts?.breaks ?? []), ...rendering];
  };
}
