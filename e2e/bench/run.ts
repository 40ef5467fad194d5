import { writeFileSync } from 'node:fs';
import { shopUrls } from '../support/urls';
import { measureCheckout } from './checkout-timing';
import { measureFirstVisits } from './first-visit';
import { auditRoutes } from './lighthouse-audit';

/**
 * The browser half of `pnpm bench`, run against a shop that is already serving: first-visit bytes
 * per route, then Lighthouse. Writes its figures as JSON to the path given.
 */
const [outputPath] = process.argv.slice(2);
const products = (await (await fetch(`${shopUrls.api}/api/products`)).json()) as { _id: string }[];
const productRoute = `/product/${products[0]?._id ?? 'unknown'}`;

const firstVisits = await measureFirstVisits(shopUrls.host, [
  '/',
  '/products',
  productRoute,
  '/cart',
  '/checkout',
  '/blogs',
  // The back office as a visitor first meets it: what opening /admin costs, which no other route pays.
  '/admin',
]);
console.log('\nFirst visit (cold cache), JavaScript on the wire:');
console.table(
  firstVisits.map((visit) => ({
    route: visit.route,
    'JS KiB': (visit.jsBytesOnWire / 1024).toFixed(1),
    scripts: visit.scripts,
    requests: visit.requests,
    'all KiB': (visit.totalBytesOnWire / 1024).toFixed(1),
  })),
);

const checkout = await measureCheckout(shopUrls.host, shopUrls.api);
console.log('\nCheckout (signed in, one item, sandbox payment):');
console.table({
  '/checkout JS KiB (first visit)': (checkout.checkoutJsBytesOnWire / 1024).toFixed(1),
  'Place Order to success dialog (ms)': checkout.placeOrderToSuccessMs,
  'Pay to success dialog (ms)': checkout.payToSuccessMs,
});

const lighthouse = process.env.BENCH_SKIP_LIGHTHOUSE
  ? []
  : await auditRoutes(shopUrls.host, ['/', '/products', productRoute]);
if (lighthouse.length) {
  console.log('\nLighthouse (mobile):');
  console.table(lighthouse);
}

if (outputPath) writeFileSync(outputPath, JSON.stringify({ firstVisits, checkout, lighthouse }, null, 2));
