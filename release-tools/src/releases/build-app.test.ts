import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frontendApp } from '@brass/composer/apps';
import { sourceDigest } from './build-app.ts';

let repo: string;
const checkout = frontendApp('checkout');
const write = async (path: string, text: string) => {
  await mkdir(join(repo, path, '..'), { recursive: true });
  await writeFile(join(repo, path), text);
};

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'brass-digest-'));
  await write('shared/package.json', '{"version":"1.0.0"}');
  await write('pnpm-lock.yaml', 'lockfileVersion: 9.0');
  await write('remote-checkout/src/CartPage.tsx', 'export default 1;');
  await write('remote-checkout/budget.json', '{"routes":{}}');
});
afterEach(() => rm(repo, { recursive: true, force: true }));

describe("an app's source digest", () => {
  it('changes with its sources, and not with its performance budget, which ships nothing', async () => {
    const before = await sourceDigest(repo, checkout);
    await write('remote-checkout/budget.json', '{"routes":{"/cart":{"jsKiB":140,"scripts":28}}}');
    expect(await sourceDigest(repo, checkout)).toBe(before);
    await write('remote-checkout/src/CartPage.tsx', 'export default 2;');
    expect(await sourceDigest(repo, checkout)).not.toBe(before);
  });
});
