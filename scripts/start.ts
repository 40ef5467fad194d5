import { fileURLToPath } from 'node:url';
import { frontendApps, portOf } from './lib/apps.ts';
import { buildApps } from './lib/build-apps.ts';
import { startShop } from './lib/shop.ts';

/** `pnpm start`: builds what is stale, then serves the whole shop until Ctrl-C. */
const repo = fileURLToPath(new URL('..', import.meta.url));

await buildApps(repo);
const shop = await startShop({ repo });

console.log('\nThe shop is open:');
for (const app of frontendApps()) console.log(`  ${app.name.padEnd(9)} http://localhost:${app.port}`);
console.log(`  api       http://localhost:${portOf('api')}  (OpenAPI at /api/docs)`);
console.log(`  sandbox   http://localhost:${portOf('sandbox')}`);
console.log(`\nShop at http://localhost:${portOf('host')} · Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the shop...');
    void shop.stop().then(() => process.exit(0));
  });
}
