import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { afterEach, describe, expect, it } from 'vitest';
import { repoWithChangedApp, type Edit } from '../../testing/scratch-repo.ts';
import {
  checkSharedSurface,
  readRecordedSurface,
  recordSharedSurface,
  requiredVersion,
  sharedVersion,
  surfaceChange,
} from './shared-surface.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const scratches: string[] = [];

async function sharedWith(edits: Edit[]): Promise<string> {
  const scratch = await repoWithChangedApp(repo, 'shared', edits);
  scratches.push(scratch);
  return scratch;
}

const widenToPaise: Edit = {
  file: 'src/money.ts',
  from: 'export function toPaise(rupees: number): number {',
  to: 'export function toPaise(rupees: number | bigint): number {',
};
const addConstant: Edit = {
  file: 'src/constants.ts',
  from: 'export const TOAST_LIFETIME_MS',
  to: 'export const GIFT_WRAP_PRICE = 99;\nexport const TOAST_LIFETIME_MS',
};
const loosenVerifyAnswer: Edit = {
  file: 'src/contracts/checkout.ts',
  from: 'export const verifyPaymentResponseSchema = v.object({ success: v.boolean() });',
  to: 'export const verifyPaymentResponseSchema = v.object({ success: v.optional(v.boolean()) });',
};
const bumpTo = async (version: string): Promise<Edit> => ({
  file: 'package.json',
  from: `"version": "${await sharedVersion(repo)}"`,
  to: `"version": "${version}"`,
});

afterEach(async () => {
  await Promise.all(scratches.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("@brass/shared's version follows its public surface", () => {
  it('the committed surface is the one the sources declare, at the current version', async () => {
    const version = await sharedVersion(repo);
    expect((await readRecordedSurface(repo)).version).toBe(version);
    expect(await checkSharedSurface(repo)).toBe(
      `@brass/shared ${version}: its public surface is the one recorded for ${version}.`,
    );
  }, 30_000);

  it('a changed signature without a major bump fails, naming the declaration and the version it needs', async () => {
    const major = semver.inc(await sharedVersion(repo), 'major');
    await expect(checkSharedSurface(await sharedWith([widenToPaise]))).rejects.toThrow(
      new RegExp(`changed \\(changed money\\.toPaise\\) without a version bump: .* needs ${major}`),
    );
  }, 30_000);

  it("a contract change is named by its domain's module, for the team that owns it to answer", async () => {
    await expect(checkSharedSurface(await sharedWith([loosenVerifyAnswer]))).rejects.toThrow(
      'changed (changed contracts/checkout.verifyPaymentResponseSchema) without a version bump',
    );
  }, 30_000);

  it('an added export without a minor bump fails; with it, the new surface must be recorded, then passes', async () => {
    const minor = semver.inc(await sharedVersion(repo), 'minor')!;
    await expect(checkSharedSurface(await sharedWith([addConstant]))).rejects.toThrow(
      `changed (added constants.GIFT_WRAP_PRICE) without a version bump`,
    );
    const bumped = await sharedWith([addConstant, await bumpTo(minor)]);
    await expect(checkSharedSurface(bumped)).rejects.toThrow(
      `@brass/shared ${minor}'s public surface is not recorded (added constants.GIFT_WRAP_PRICE): run \`pnpm shared-surface --write\``,
    );
    await recordSharedSurface(bumped);
    expect(await checkSharedSurface(bumped)).toContain(`is the one recorded for ${minor}`);
  }, 60_000);

  it('removals and changes need a major version, additions alone a minor one', () => {
    const before = { money: { toPaise: 'a', formatRupees: 'b' } };
    expect(requiredVersion('1.4.2', surfaceChange(before, { money: { toPaise: 'a' } }))).toBe('2.0.0');
    expect(
      requiredVersion('1.4.2', surfaceChange(before, { money: { toPaise: 'c', formatRupees: 'b' } })),
    ).toBe('2.0.0');
    expect(requiredVersion('1.4.2', surfaceChange(before, { ...before, pricing: { quote: 'd' } }))).toBe(
      '1.5.0',
    );
    expect(requiredVersion('1.4.2', surfaceChange(before, before))).toBeUndefined();
  });

  it('an interface that only gains optional properties is an addition; any other change to it is not', () => {
    const page = (members: string, heading = 'export interface RenderedPage') => ({
      'remote-pages': { RenderedPage: `${heading} { ${members} }` },
    });
    const before = page('status: 200 | 404; html: string;');
    const minor = (after: ReturnType<typeof page>) => requiredVersion('4.2.0', surfaceChange(before, after));
    expect(minor(page('status: 200 | 404; html: string; tags?: string[];'))).toBe('4.3.0');
    expect(minor(page('status: 200 | 404; html: string; tags: string[];'))).toBe('5.0.0');
    expect(minor(page('status: 200 | 404 | 410; html: string; tags?: string[];'))).toBe('5.0.0');
    expect(minor(page('html: string; tags?: string[];'))).toBe('5.0.0');
    expect(minor(page('status: 200 | 404; html: string; render?(): string;'))).toBe('5.0.0');
    expect(
      minor(page('status: 200 | 404; html: string; tags?: string[];', 'export interface RenderedPage<T>')),
    ).toBe('5.0.0');
  });
});
