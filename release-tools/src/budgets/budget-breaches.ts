import type { AppName } from '@brass/shared/runtime-config';
import type { Budget } from './budget-file.ts';

/** What was measured for one route of a candidate: its first visit, and its server render if it has one. */
export interface RouteFigures {
  route: string;
  jsBytes: number;
  scripts: number;
  /** The median of a few renders, for a server-rendered route. */
  renderMs?: number;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Each figure over the app's budget, as a sentence naming the route, the figure, the limit and the
 * budget file. A route the app owns without a budget, or a budget for a route it does not own, is a
 * breach too: a new route gets its limits when it is added, and a renamed one is not left unchecked.
 */
export function budgetBreaches(
  app: AppName,
  budget: Budget,
  owned: string[],
  measured: RouteFigures[],
): string[] {
  const where = `(${budget.file})`;
  const breaches: string[] = [
    ...owned
      .filter((route) => !budget.routes[route])
      .map((route) => `${app} ${route} has no budget ${where}`),
    ...Object.keys(budget.routes)
      .filter((route) => !owned.includes(route))
      .map((route) => `${app} ${route} has a budget, but ${app} does not own that route ${where}`),
  ];
  for (const figures of measured) {
    const limits = budget.routes[figures.route];
    if (!limits) continue;
    const name = `${app} ${figures.route}`;
    const limitBytes = limits.jsKiB * 1024;
    if (figures.jsBytes > limitBytes)
      breaches.push(
        `${name}: ${kib(figures.jsBytes)} of JavaScript on the first visit, over its budget of ${kib(limitBytes)} ${where}`,
      );
    if (figures.scripts > limits.scripts)
      breaches.push(
        `${name}: ${figures.scripts} script files on the first visit, over its budget of ${limits.scripts} ${where}`,
      );
    const { renderMs } = figures;
    if (renderMs === undefined) continue;
    if (limits.renderMs === undefined)
      breaches.push(`${name} is rendered on the server, and has no renderMs budget ${where}`);
    else if (renderMs > limits.renderMs)
      breaches.push(
        `${name}: ${Math.round(renderMs)} ms to render on the server (median), over its budget of ${limits.renderMs} ms ${where}`,
      );
  }
  return breaches;
}
