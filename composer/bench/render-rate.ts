import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../src/serving/renderers.ts';

/**
 * How many product pages one release's server renderer draws a second on one thread, ten at a time,
 * reading a running shop's API: the ceiling of a page that is rendered for every visitor.
 * Usage: tsx bench/render-rate.ts <releases>/catalog/<id>/server/render.js <shop origin> <product id>
 */
const [renderer, shop, productId] = process.argv.slice(2);
if (!renderer || !shop || !productId)
  throw new Error('Usage: tsx bench/render-rate.ts <render.js> <shop origin> <product id>');
const { renderPage } = (await import(pathToFileURL(renderer).href)) as { renderPage: RenderPage };
const config = await (await fetch(new URL('/config.json', shop))).json();
const request = {
  page: 'ProductPage',
  params: { id: productId },
  url: new URL(`/product/${productId}`, shop).href,
};
const batch = () => Promise.all(Array.from({ length: 10 }, () => renderPage(request, config)));
for (let warmUp = 0; warmUp < 10; warmUp++) await batch();
const pages = 2_000;
const started = performance.now();
for (let done = 0; done < pages; done += 10) await batch();
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    nodeEnv: process.env.NODE_ENV ?? null,
    pagesPerSecond: Math.round(pages / seconds),
    msPerPage: +((seconds * 1000) / pages).toFixed(2),
  }),
);
