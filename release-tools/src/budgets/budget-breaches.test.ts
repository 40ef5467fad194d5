import { describe, expect, it } from 'vitest';
import { budgetBreaches } from './budget-breaches.ts';
import type { Budget } from './budget-file.ts';

const budget: Budget = {
  file: 'remote-checkout/budget.json',
  routes: {
    '/cart': { jsKiB: 48, scripts: 28, renderMs: 150 },
    '/checkout': { signedIn: true, jsKiB: 170, scripts: 30, renderMs: 150 },
  },
};
const owned = ['/cart', '/checkout'];

describe("an app's figures against its budget", () => {
  it('within every limit is no breach', () => {
    expect(
      budgetBreaches('checkout', budget, owned, [
        { route: '/cart', jsBytes: 48 * 1024, scripts: 28, renderMs: 150 },
        { route: '/checkout', jsBytes: 100_000, scripts: 12, renderMs: 20 },
      ]),
    ).toEqual([]);
  });

  it('over a limit is a breach naming the route, the figure, the limit and the budget file', () => {
    expect(
      budgetBreaches('checkout', budget, owned, [
        { route: '/cart', jsBytes: Math.round(52.3 * 1024), scripts: 29, renderMs: 151.4 },
        { route: '/checkout', jsBytes: 100_000, scripts: 12, renderMs: 20 },
      ]),
    ).toEqual([
      'checkout /cart: 52.3 KiB of JavaScript on the first visit, over its budget of 48.0 KiB (remote-checkout/budget.json)',
      'checkout /cart: 29 script files on the first visit, over its budget of 28 (remote-checkout/budget.json)',
      'checkout /cart: 151 ms to render on the server (median), over its budget of 150 ms (remote-checkout/budget.json)',
    ]);
  });

  it('a route the app owns without a budget, or a budget for a route it does not own, is a breach', () => {
    expect(
      budgetBreaches('checkout', budget, ['/cart', '/basket'], [{ route: '/cart', jsBytes: 1, scripts: 1 }]),
    ).toEqual([
      'checkout /basket has no budget (remote-checkout/budget.json)',
      'checkout /checkout has a budget, but checkout does not own that route (remote-checkout/budget.json)',
    ]);
  });

  it('a server-rendered route without a render limit is a breach', () => {
    const withoutRender: Budget = { ...budget, routes: { '/cart': { jsKiB: 48, scripts: 28 } } };
    expect(
      budgetBreaches(
        'checkout',
        withoutRender,
        ['/cart'],
        [{ route: '/cart', jsBytes: 1, scripts: 1, renderMs: 12 }],
      ),
    ).toEqual([
      'checkout /cart is rendered on the server, and has no renderMs budget (remote-checkout/budget.json)',
    ]);
  });
});
