import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_STATE_MODULES, sharedSingletons } from './federation-shared.ts';

const repo = join(import.meta.dirname, '..');
const versionIn = (path: string) => (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;

/** An app folder with this package.json and a linked workspace package of the given version. */
function appWith(dependencies: Record<string, string>, sharedVersion = '1.4.2'): string {
  const dir = mkdtempSync(join(tmpdir(), 'brass-app-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@brass/remote-test', dependencies }));
  mkdirSync(join(dir, 'node_modules/@brass/shared'), { recursive: true });
  writeFileSync(
    join(dir, 'node_modules/@brass/shared/package.json'),
    JSON.stringify({ name: '@brass/shared', version: sharedVersion }),
  );
  return dir;
}

const everyLibrary = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  zustand: '5.1.0',
  '@brass/shared': 'workspace:*',
};

describe('the singletons an app shares', () => {
  it("ask for what the app's own package.json pins, as a caret range, strictly", () => {
    const shared = sharedSingletons(appWith({ ...everyLibrary, react: '20.1.0', 'react-dom': '20.1.0' }));
    expect(shared.react).toEqual({ singleton: true, strictVersion: true, requiredVersion: '^20.1.0' });
    expect(shared['react/']).toEqual(shared.react);
    expect(Object.keys(shared)).toEqual([
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'zustand',
      ...SHARED_STATE_MODULES.map((name) => `@brass/shared/${name}`),
    ]);
    expect(shared['react-dom']?.requiredVersion).toBe('^20.1.0');
    expect(shared.zustand?.requiredVersion).toBe('^5.1.0');
  });

  it('ask for the version the workspace package carries now, and keep a declared range as written', () => {
    const shared = sharedSingletons(appWith({ ...everyLibrary, zustand: '~5.1.0' }, '2.0.0'));
    expect(shared['@brass/shared/cart-store']?.requiredVersion).toBe('^2.0.0');
    expect(shared.zustand?.requiredVersion).toBe('~5.1.0');
  });

  it('refuse an app that shares a library it does not depend on', () => {
    const { zustand: _left, ...withoutZustand } = everyLibrary;
    expect(() => sharedSingletons(appWith(withoutZustand))).toThrow(
      '@brass/remote-test shares zustand with the page but does not depend on it',
    );
  });

  it("give the shop's apps the versions they are installed with", () => {
    for (const dir of [
      'host',
      'remote-catalog',
      'remote-checkout',
      'remote-account',
      'remote-blog',
      'remote-admin',
    ]) {
      const shared = sharedSingletons(join(repo, dir));
      expect(shared.react?.requiredVersion).toBe(
        `^${versionIn(join(repo, dir, 'node_modules/react/package.json'))}`,
      );
      expect(shared['@brass/shared/auth-store']?.requiredVersion).toBe(
        `^${versionIn(join(repo, 'shared/package.json'))}`,
      );
    }
  });
});
