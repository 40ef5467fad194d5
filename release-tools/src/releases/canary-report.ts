import type { AppName } from '@brass/shared/runtime-config';
import type { Canary } from '@brass/composer/releases/live-pointer';
import type { PointerStore } from '@brass/composer/releases/pointer-store';
import { canaryHealth, canaryRuleFromEnv, errorRate } from '@brass/composer/serving/canary-watch';
import { runtimeConfigFromEnv } from '../../../tooling/runtime-config-from-env.ts';

const loads = (views: number) => `${views} page load${views === 1 ? '' : 's'}`;

/**
 * What `pnpm releases <app>` says of a running canary: page loads and client errors on each side
 * since it started, and the rule that withdraws it. Without the API the errors are said to be unknown.
 */
export async function canaryReport(
  store: PointerStore,
  app: AppName,
  liveId: string,
  canary: Canary,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const rule = canaryRuleFromEnv(env);
  const heading = `Canary ${canary.id}: ${canary.percent}% of new visitors since ${canary.startedAt.replace('T', ' ').slice(0, 19)}`;
  const ruleLine = `It is withdrawn by itself when, past ${loads(rule.minViews)}, its error rate is more than ${(rule.margin * 100).toFixed(1)}% above live's.`;
  try {
    const health = await canaryHealth(store, runtimeConfigFromEnv(env).apiBase, app, liveId, canary);
    const line = (side: 'canary' | 'live') => {
      const { id, views, errors } = health[side];
      return `  ${side.padEnd(6)} ${id}  ${loads(views).padStart(16)}  ${String(errors).padStart(5)} error${errors === 1 ? ' ' : 's'}  ${(errorRate(health[side]) * 100).toFixed(1)}%`;
    };
    return [heading, line('canary'), line('live'), ruleLine];
  } catch (error) {
    const views = await store.canaryViews(app, canary);
    return [
      heading,
      `  canary ${canary.id}  ${loads(views.canary)}; live ${liveId}  ${loads(views.live)}`,
      `  Errors unknown: ${(error as Error).message}.`,
      ruleLine,
    ];
  }
}
