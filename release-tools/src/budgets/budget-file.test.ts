import { describe, expect, it } from 'vitest';
import { parseBudget } from './budget-file.ts';

const FILE = 'remote-checkout/budget.json';

describe('a budget file', () => {
  it('gives the limits of each route the team keeps, with the address a route with parameters is visited at', () => {
    const budget = parseBudget(
      FILE,
      JSON.stringify({
        routes: {
          '/cart': { jsKiB: 48, scripts: 28, renderMs: 150 },
          '/product/:id': { visit: '/product/brass-diya', jsKiB: 140.5, scripts: 29 },
        },
      }),
    );
    expect(budget).toEqual({
      file: FILE,
      routes: {
        '/cart': { jsKiB: 48, scripts: 28, renderMs: 150 },
        '/product/:id': { visit: '/product/brass-diya', jsKiB: 140.5, scripts: 29 },
      },
    });
  });

  it('that is not JSON stops the check, naming the file', () => {
    expect(() => parseBudget(FILE, '{ routes: ')).toThrow(/^remote-checkout\/budget\.json is not JSON/);
  });

  it('with a limit of the wrong kind, or one it does not know, stops the check, naming where', () => {
    expect(() =>
      parseBudget(FILE, JSON.stringify({ routes: { '/cart': { jsKiB: '48', scripts: 28 } } })),
    ).toThrow(/^remote-checkout\/budget\.json is not a budget at routes\.\/cart\.jsKiB/);
    expect(() =>
      parseBudget(FILE, JSON.stringify({ routes: { '/cart': { jsKB: 48, jsKiB: 48, scripts: 28 } } })),
    ).toThrow(/is not a budget at routes\.\/cart\.jsKB/);
    expect(() => parseBudget(FILE, JSON.stringify({ routes: { cart: { jsKiB: 48, scripts: 28 } } }))).toThrow(
      /is not a budget/,
    );
  });
});
