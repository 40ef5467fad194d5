import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { frontendApp, frontendApps } from '@brass/composer/apps';
import { matchRoute } from '@brass/composer/serving/route-table';
import { budgetBreaches, kib, type RouteFigures } from '@brass/release-tools/budgets/budget-breaches';
import { HOST_ROUTES, readBudget } from '@brass/release-tools/budgets/budget-file';
import { measureFirstVisits, type FirstVisit } from '../../bench/first-visit';
import { medianRenderMs } from '../../bench/server-render-time';
import { registerShopper, signedInStorage } from '../../bench/shopper';
import { liveConfig, liveReleaseBase } from '../../support/live-releases';
import { shopUrls } from '../../support/urls';

/**
 * The performance budget of each app, against the shop under test: for every route it owns, the
 * JavaScript of a first visit (as the bench measures it) and the median time of its server render.
 * A pipeline checks the app it ships (BUDGET_APPS; the host's checks every app, its shell being part
 * of every first visit); a whole run checks them all.
 */
const VISITS_PER_ROUTE = 3;
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const apps = process.env.BUDGET_APPS
  ? process.env.BUDGET_APPS.split(',').map((name) => frontendApp(name))
  : frontendApps();

for (const app of apps) {
  test(`${app.name}'s routes stay within ${app.dir}/budget.json`, async () => {
    test.setTimeout(300_000);
    const budget = await readBudget(repo, app);
    const config = await liveConfig();
    const ownRoutes = config.routes.filter((route) => route.remote === app.name);
    const owned = app.name === 'host' ? HOST_ROUTES : ownRoutes.map((route) => route.path);
    const budgeted = Object.entries(budget.routes).filter(([route]) => owned.includes(route));
    const shopper = await registerShopper(shopUrls.api);
    const routes = budgeted.map(([route, limits]) => ({
      route: limits.visit ?? route,
      storage: limits.signedIn ? () => signedInStorage(shopUrls.api, shopper) : undefined,
    }));
    // The leanest of a few visits: a slow one can fetch code a page loads only when it is late (the
    // shell's fade-in), which says more about the machine than about the release.
    const rounds: FirstVisit[][] = [];
    for (let round = 0; round < VISITS_PER_ROUTE; round++)
      rounds.push(await measureFirstVisits(shopUrls.host, routes));
    const visits = routes.map(
      (_, index) =>
        rounds.map((round) => round[index]!).toSorted((a, b) => a.jsBytesOnWire - b.jsBytesOnWire)[0]!,
    );
    const measured: RouteFigures[] = [];
    for (const [index, [route]] of budgeted.entries()) {
      const visit = visits[index]!;
      const serverRendered = ownRoutes.find((own) => own.path === route)?.serverRendered;
      const match = matchRoute(config.routes, visit.route);
      const renderMs =
        serverRendered && match && app.name !== 'host'
          ? await medianRenderMs(await liveReleaseBase(app.name), {
              page: match.route.page,
              params: match.params,
              url: `${shopUrls.host}${visit.route}`,
            })
          : undefined;
      measured.push({ route, jsBytes: visit.jsBytesOnWire, scripts: visit.scripts, renderMs });
    }
    console.log(`\n${app.name}, first visit and server render:`);
    console.table(
      measured.map(({ route, jsBytes, scripts, renderMs }) => ({
        route,
        JS: kib(jsBytes),
        scripts,
        'render ms': renderMs === undefined ? '' : Math.round(renderMs),
      })),
    );
    const breaches = budgetBreaches(app.name, budget, owned, measured);
    if (breaches.length > 0) throw new Error(breaches.join('\n'));
  });
}
