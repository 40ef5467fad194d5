import type { CanaryState, ReleaseHistoryEntry, ReleaseSummary } from '@brass/shared/contracts/releases';
import { formatWhen } from '../../../utils/format-when';

/** What an entry of the history did, in the owner's words. */
export function historyAction({ action, restoredTo, percent }: ReleaseHistoryEntry): string {
  if (action === 'promote') return 'Made live';
  if (action === 'rollback') return 'Rolled back';
  if (action === 'canary') return `Canary to ${percent ?? '?'}% of new visitors`;
  if (action === 'withdraw') return 'Canary withdrawn';
  return `Put back as after entry ${restoredTo ?? '?'}`;
}

/** What else an entry records: a forced promotion, routes it took, why a canary was withdrawn. */
export function historyNotes({ forced, tookRoutes, reason }: ReleaseHistoryEntry): string[] {
  return [
    ...(forced ? [`forced past ${forced.length} ${forced.length === 1 ? 'check' : 'checks'}`] : []),
    ...(tookRoutes ? [`took ${tookRoutes.join(', ')}`] : []),
    ...(reason ? [reason] : []),
  ];
}

const rateOf = ({ views, errors }: CanaryState['live']) =>
  `${(views === 0 ? 0 : (errors / views) * 100).toFixed(1)}% (${errors} in ${views} page ${views === 1 ? 'load' : 'loads'})`;

/** '1.6% (1 in 64 page loads)' for the canary and for live, as `pnpm releases <app>` reports them. */
export function canaryErrorRates(canary: CanaryState): { canary: string; live: string } {
  return { canary: rateOf(canary.canary), live: rateOf(canary.live) };
}

/** 'f35bd83f35bd' (and a + for uncommitted changes), as `pnpm releases` prints a commit. */
export const shortCommit = ({ commit, dirty }: ReleaseSummary) => `${commit.slice(0, 12)}${dirty ? '+' : ''}`;

/** '20261123-8f0b3be42adc, built 23 Nov 2026, 3:30 pm' when the release is known, its id alone when not. */
export function releaseNamed(id: string, releases: ReleaseSummary[]): string {
  const release = releases.find((candidate) => candidate.id === id);
  return release ? `${id}, built ${formatWhen(release.builtAt)}` : id;
}
