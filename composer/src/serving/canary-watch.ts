import type { AppName } from '@brass/shared/runtime-config';
import { withdrawCanary, type Canary } from '../releases/live-pointer.ts';
import type { SharedState } from '../releases/pointer-store.ts';
import type { LiveReleaseFollower } from './live-releases.ts';

/**
 * When a canary is withdrawn by itself: once it has had `minViews` page loads, if its error rate
 * (client error reports per page load) is more than `margin` above the live release's. Settings:
 * CANARY_MIN_VIEWS, CANARY_ERROR_MARGIN (a fraction: 0.05 is five points), CANARY_CHECK_MS.
 */
export interface CanaryRule {
  minViews: number;
  margin: number;
  checkMs: number;
}

export function canaryRuleFromEnv(env: NodeJS.ProcessEnv): CanaryRule {
  const number = (name: string, fallback: number) => {
    const value = env[name] === undefined ? fallback : Number(env[name]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of at least 0`);
    return value;
  };
  return {
    minViews: number('CANARY_MIN_VIEWS', 50),
    margin: number('CANARY_ERROR_MARGIN', 0.05),
    checkMs: number('CANARY_CHECK_MS', 5_000),
  };
}

interface Side {
  id: string;
  views: number;
  errors: number;
}

/** Both sides of a canary since it started: page loads counted by the servers, errors by the API. */
export interface CanaryHealth {
  live: Side;
  canary: Side;
}

/** The client error reports per release of an app since a moment, as the API counts them. */
async function errorCounts(
  apiBase: string,
  app: AppName,
  ids: string[],
  since: string,
): Promise<Record<string, number>> {
  const url = new URL('/api/client-errors/counts', apiBase);
  url.searchParams.set('app', app);
  url.searchParams.set('releases', ids.join(','));
  url.searchParams.set('since', since);
  const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return ((await response.json()) as { counts: Record<string, number> }).counts;
}

export async function canaryHealth(
  shared: SharedState,
  apiBase: string,
  app: AppName,
  liveId: string,
  canary: Canary,
): Promise<CanaryHealth> {
  const [views, errors] = await Promise.all([
    shared.canaryViews(app, canary),
    errorCounts(apiBase, app, [liveId, canary.id], canary.startedAt),
  ]);
  return {
    live: { id: liveId, views: views.live, errors: errors[liveId] ?? 0 },
    canary: { id: canary.id, views: views.canary, errors: errors[canary.id] ?? 0 },
  };
}

export const errorRate = ({ views, errors }: Side) => (views === 0 ? 0 : errors / views);

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Why the canary must go, or undefined while it may stay. */
export function canaryVerdict(health: CanaryHealth, rule: CanaryRule): string | undefined {
  if (health.canary.views < rule.minViews) return undefined;
  const [canary, live] = [errorRate(health.canary), errorRate(health.live)];
  if (canary - live <= rule.margin) return undefined;
  return (
    `its error rate was ${percent(canary)} (${health.canary.errors} in ${health.canary.views} page loads) ` +
    `against live's ${percent(live)} (${health.live.errors} in ${health.live.views}), ` +
    `more than ${percent(rule.margin)} above`
  );
}

/**
 * Watches every running canary and withdraws one whose errors say so. Every server may run one: a
 * canary is withdrawn once, whichever server sees it first. A check that cannot reach the API leaves
 * the canary running and says so once.
 */
export class CanaryWatch {
  readonly #timer: NodeJS.Timeout;
  #problem = '';

  constructor(
    private readonly live: Pick<LiveReleaseFollower, 'current' | 'store'>,
    private readonly apiBase: () => string,
    private readonly rule: CanaryRule,
    private readonly log: (message: string) => void = (message) => console.warn(`[composer] ${message}`),
  ) {
    this.#timer = setInterval(() => void this.check(), rule.checkMs);
    this.#timer.unref();
  }

  async check(): Promise<void> {
    const { pointer } = this.live.current();
    for (const [app, canary] of Object.entries(pointer.canary ?? {}) as [AppName, Canary][]) {
      const liveId = pointer.live[app];
      if (!liveId) continue;
      try {
        const reason = canaryVerdict(
          await canaryHealth(this.live.store, this.apiBase(), app, liveId, canary),
          this.rule,
        );
        this.#problem = '';
        if (reason && (await withdrawCanary(this.live.store, app, canary.id, reason)))
          this.log(`${app} ${canary.id}: canary withdrawn: ${reason}`);
      } catch (error) {
        const problem = `${app} ${canary.id}: canary not checked: ${(error as Error).message}`;
        if (problem !== this.#problem) this.log(problem);
        this.#problem = problem;
      }
    }
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
