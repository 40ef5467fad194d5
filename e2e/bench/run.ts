import { writeFileSync } from 'node:fs';
import { shopUrls } from '../support/urls';
import { measureCheckout } from './checkout-timing';
import { measureFirstVisits } from './first-visit';
import { auditRoutes, type AuditedRoute } from './lighthouse-audit';
import { measureNavigation } from './navigation';
import { registerShopper, signedInStorage } from './shopper';

/**
 * The browser half of `pnpm bench`, run against a shop that is already serving: a paid order through
 * the checkout, first-visit bytes per route, in-shop navigation on a warm tab, then Lighthouse (unless
 * BENCH_SKIP_LIGHTHOUSE is set). Writes its figures as JSON to the path given.
 */
const [outputPath] = process.argv.slice(2);
const firstId = async (path: string) => {
  const [first] = (await (await fetch(`${shopUrls.api}${path}`)).json()) as { _id: string }[];
  if (!first) throw new Error(`${path} answered nothing to open`);
  return first._id;
};

// The shopper of the signed-in routes has an order: the one the checkout's timing places first.
const shopper = await registerShopper(shopUrls.api);
const signedIn = () => signedInStorage(shopUrls.api, shopper);
const checkout = await measureCheckout(shopUrls.host, await signedIn());
console.log('\nCheckout (signed in, one item, sandbox payment):');
console.table(checkout);

const routes: AuditedRoute[] = [
  { route: '/' },
  { route: '/products' },
  { route: `/product/${await firstId('/api/products')}` },
  { route: '/cart' },
  { route: '/blogs' },
  { route: `/blogs/${await firstId('/api/blogs')}` },
  { route: '/about' },
  { route: '/contactus' },
  { route: '/login' },
  { route: '/register' },
  { route: '/checkout', storage: signedIn },
  { route: '/orders', storage: signedIn },
];

const firstVisits = await measureFirstVisits(shopUrls.host, [
  ...routes,
  // The back office as a visitor first meets it: what opening /admin costs, which no other route pays.
  { route: '/admin' },
]);
console.log('\nFirst visit (cold cache), JavaScript on the wire from every origin:');
console.table(
  firstVisits.map((visit) => ({
    route: visit.route,
    'JS KiB': (visit.jsBytesOnWire / 1024).toFixed(1),
    scripts: visit.scripts,
    requests: visit.requests,
    'all KiB': (visit.totalBytesOnWire / 1024).toFixed(1),
  })),
);

const navigation = await measureNavigation(shopUrls.host);
console.log('\nIn-shop navigation (warm tab), click to the new page rendered:');
console.table(navigation.map(({ from, to, clickToContentMs }) => ({ from, to, ...clickToContentMs })));

const lighthouse = process.env.BENCH_SKIP_LIGHTHOUSE ? null : await auditRoutes(shopUrls.host, routes);

/** How each figure was taken, kept beside the figures. */
const method = {
  firstVisits:
    'Chromium at 1280 x 900, a new context per route (nothing cached), every response from every origin counted by its encoded body size until the network is idle; signed-in routes start with a session made through the API in localStorage.',
  navigation:
    "A warm tab at 1280 x 900 walks / -> /products -> /blogs -> /about -> /contactus -> / by the header's links, after one unmeasured walk; each click is timed in the page until the first animation frame showing the new page's level-1 heading in <main>.",
  lighthouse:
    'Lighthouse mobile preset (simulated throttling), a new Chromium per run; signed-in routes get a session signed in through the API written to localStorage from a blank page of the origin, and the storage reset turned off.',
};

if (outputPath) {
  writeFileSync(
    outputPath,
    JSON.stringify({ method, checkout, firstVisits, navigation, lighthouse }, null, 2),
  );
}
