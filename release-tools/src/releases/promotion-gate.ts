import { counterparts, type PromotionGate } from '@brass/composer/releases/live-pointer';
import { checkExposeContracts } from '../contracts/expose-contracts.ts';
import { missingFiles } from './release-files.ts';

/**
 * What `pnpm promote` checks beyond the versions, so that one team's broken release never reaches
 * another team's pages: every file the release's manifest names is there, and its exposes fit what
 * the live apps load from them (for a host, what it loads from every live remote). What could not be
 * checked (releases made before they published their types) is said through `log`.
 */
export function promotionGate(repo: string, root: string, log: (line: string) => void): PromotionGate {
  return async (release, live) => {
    const missing = await missingFiles(root, release);
    const { host, remotes } = counterparts(live, release);
    const contracts = host ? await checkExposeContracts(repo, root, host, remotes) : undefined;
    for (const release of contracts?.unchecked ?? []) log(`Not checked: ${release}.`);
    return [...missing, ...(contracts?.breaks ?? [])];
  };
}
