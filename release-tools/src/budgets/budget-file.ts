import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import type { FrontendApp } from '@brass/composer/apps';
import { ReleaseError } from '@brass/composer/apps';

/** The limits of one route's first visit, and of its server render when it has one. */
const routeBudget = v.strictObject({
  /** The address opened for it, when the route has parameters (`/product/:id`); the route itself otherwise. */
  visit: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  /** Whether the visit starts signed in, as a shopper meets the page (`/checkout`, `/orders`). */
  signedIn: v.optional(v.boolean()),
  /** JavaScript on the wire, compressed as the browser receives it, from every origin, in KiB. */
  jsKiB: v.pipe(v.number(), v.minValue(0)),
  /** Script files the first visit downloads. */
  scripts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The median time of the route's server render, for a server-rendered route. */
  renderMs: v.optional(v.pipe(v.number(), v.minValue(0))),
});

const budgetSchema = v.strictObject({ routes: v.record(v.pipe(v.string(), v.startsWith('/')), routeBudget) });

export type RouteBudget = v.InferOutput<typeof routeBudget>;

/** An app's budget, and the file it came from, as the messages name it. */
export interface Budget {
  file: string;
  routes: Record<string, RouteBudget>;
}

export const BUDGET_FILE = 'budget.json';

/**
 * What the host's budget covers: it owns no remote's route, so its own is the page of every address no
 * app owns (the not-found page), which is its shell alone. Its shell is part of every other first visit
 * too, which is why the host's pipeline checks every app's budget.
 */
export const HOST_ROUTES = ['/*'];

/** The budget file of an app, in its own folder, relative to the repository: `remote-checkout/budget.json`. */
export const budgetFileOf = (app: FrontendApp) => `${app.dir}/${BUDGET_FILE}`;

/** The budget an app's team keeps, checked as it is read: a budget that does not parse stops the pipeline. */
export function parseBudget(file: string, text: string): Budget {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(budgetSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = v.getDotPath(issue);
    throw new ReleaseError(`${file} is not a budget${where ? ` at ${where}` : ''}: ${issue.message}`);
  }
  return { file, routes: parsed.output.routes };
}

export async function readBudget(repo: string, app: FrontendApp): Promise<Budget> {
  const file = budgetFileOf(app);
  return parseBudget(file, await readFile(join(repo, file), 'utf8'));
}
