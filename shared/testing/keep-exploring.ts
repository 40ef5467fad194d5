import { within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Asserts that `scope` shows the way on from a page the shop does not have (`@brass/shared/keep-exploring`)
 * as a crawler or a shopper without scripts gets it: Home, Shop and Blog, and a plain search form.
 */
export function expectKeepExploring(scope: HTMLElement): void {
  const wayOn = within(within(scope).getByRole('navigation', { name: 'Keep exploring' }));
  expect(wayOn.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Shop', '/products'],
    ['Blog', '/blogs'],
  ]);
  const search = wayOn.getByRole('search', { name: 'Search the shop' });
  expect([search.getAttribute('action'), search.getAttribute('method')]).toEqual(['/products', 'get']);
  expect(within(search).getByRole('searchbox', { name: 'Search the shop' }).getAttribute('name')).toBe('q');
}
