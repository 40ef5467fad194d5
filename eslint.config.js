// One lint setup for every workspace. The import rules keep the micro-frontends independent:
// a remote may import @brass/shared, never another remote or the host.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const apps = ['host', 'remote-catalog', 'remote-checkout', 'remote-account', 'remote-blog', 'remote-admin'];
const packageNames = apps.map((app) => `@brass/${app}`);

function isolationRule(app) {
  const others = apps.filter((other) => other !== app);
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...others.map((other) => `**/${other}/**`),
                ...packageNames,
                '@brass/api',
                '@brass/sandbox',
              ],
              message:
                'An app imports only @brass/shared: never another remote, the host, the API or the sandbox.',
            },
            {
              group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
              message:
                'Import the router from @brass/shared/router: it is the one router of the page, and its subset is what ships.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/bench-results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.__mf__temp/**',
      // The built releases `pnpm start` and `pnpm release` write (RELEASES_DIR moves them elsewhere).
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Rules that need the types: a promise nobody awaits or catches fails silently, and one passed
    // where a callback's result is ignored (an event handler) loses its rejection the same way.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // Every workspace's tsconfig; tooling's holds the build configs and the commands.
      parserOptions: { project: ['./*/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // A cycle of imports makes the order modules start in depend on who imports first.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // What a screen reader or a keyboard needs from the markup: names, roles, and handlers on
    // elements that can take them.
    ...jsxA11y.flatConfigs.recommended,
    files: ['host/**/*.tsx', 'remote-*/**/*.tsx'],
  },
  ...apps.map(isolationRule),
  {
    // The shop's pages take the contract as types only: the API already checks every answer against
    // its schema before sending it, and checking again would put the schemas on every shopper's first
    // visit. The back office (remote-admin), opened by staff only, parses the answers it edits with
    // the schemas (docs/frontend-guide.md).
    files: apps.filter((app) => app !== 'remote-admin').map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@brass/shared/contracts/*'],
              allowTypeImports: true,
              message:
                "A shop page imports the contract with `import type`: the schemas must not reach the shopper's browser.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts', 'api/**/*.ts', 'sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@brass/host', '@brass/remote-*', '**/host/**', '**/remote-*/**'],
              message: 'Nothing imports an app.',
            },
          ],
        },
      ],
    },
  },
);
