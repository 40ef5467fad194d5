import { fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KeepExploring, searchAddress } from './keep-exploring';

function Where() {
  const { pathname, search } = useLocation();
  return createElement('output', { 'aria-label': 'Address' }, `${pathname}${search}`);
}

function WayOn() {
  return createElement(KeepExploring, {
    Link,
    navigate: useNavigate(),
    placeholder: 'Search idols, lamps, bells…',
  });
}

const page = () =>
  createElement(
    MemoryRouter,
    { initialEntries: ['/product/gone'] },
    createElement(WayOn),
    createElement(Routes, null, createElement(Route, { path: '*', element: createElement(Where) })),
  );

describe('the way on from a page the shop does not have', () => {
  it('links back to the shop and searches its pieces as a plain form, before any script', () => {
    const html = renderToString(page());
    expect(html).toContain(
      '<form role="search" aria-label="Search the shop" action="/products" method="get"',
    );
    expect(html).toMatch(
      /<input id="[^"]+" type="search" placeholder="Search idols, lamps, bells…"[^>]* name="q"/,
    );
    expect([...html.matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
      '/',
      '/products',
      '/blogs',
    ]);
  });

  it('moves to the list of what the shopper searched for once the page runs', () => {
    render(page());
    expect(screen.getByRole('navigation', { name: 'Keep exploring' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the shop' }), {
      target: { value: '  brass diya ' },
    });
    fireEvent.submit(screen.getByRole('search', { name: 'Search the shop' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/products?q=brass+diya');
  });

  it('sends empty words to the whole list', () => {
    expect(searchAddress('   ')).toBe('/products');
  });
});
