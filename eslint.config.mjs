// Lint for the whole workspace, with the boundary rules (CONTRIBUTING.md, "Checks that guard the
// boundaries"): a remote never imports another remote or the shell; the shell never imports a
// remote's source; nothing imports a package's internals (only `@freightdeck/<name>` or a declared
// subpath export).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';
import { createJiti } from 'jiti';
import { featureBoundaries } from './packages/dev-shell/eslint/feature-boundaries.mjs';

const require = createRequire(import.meta.url);
const { ROUTER_EXPORTS, ROUTER_TYPES } = require('./packages/dev-shell/webpack/router-exports.js');
// A remote writes no permission string and no page path (docs/adr/010): the restricted
// literals are built from the contracts tables (TypeScript, read through jiti).
const routeLiterals = await createJiti(import.meta.url).import('./packages/contracts/src/lint/index.ts');
const REMOTE_SOURCE = 'mfe-*/src/**/*.{ts,tsx}';
const REMOTE_TESTS = ['mfe-*/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/testing/**', 'mfe-*/src/**/test/**'];
const REMOTE_API_MODULES = ['mfe-*/src/**/api/**', 'mfe-*/src/**/api.ts'];

const APPS = ['shell', 'mfe-bookings', 'mfe-quotations', 'mfe-organizations', 'mfe-track', 'mfe-reports'];
const PACKAGES = ['contracts', 'auth', 'references', 'ui', 'dev-shell', 'api'];

const internals = {
  group: ['@freightdeck/*/src', '@freightdeck/*/src/**', '**/packages/*/src/**', '**/packages/*/src'],
  message: 'Import a package by its name (@freightdeck/<name>): its src/ is internal.',
};
// The shared react-router-dom is a curated entry (packages/dev-shell/webpack/react-router-dom.mjs):
// only its names may be imported, and react-router never directly (it would be a second copy).
const routerPaths = [
  {
    name: 'react-router-dom',
    allowImportNames: [...ROUTER_EXPORTS, ...ROUTER_TYPES],
    message: 'The shared react-router-dom carries only the names in packages/dev-shell/webpack/router-exports.js: add it there first.',
  },
  { name: 'react-router', message: 'Import from react-router-dom: react-router is not shared, a direct import would be a second copy.' },
];
const restricted = (patterns, paths = []) => ['error', { patterns, paths: [...routerPaths, ...paths] }];
const appSource = (except) => ({
  group: APPS.filter((a) => a !== except).flatMap((a) => [`@freightdeck/${a}`, `@freightdeck/${a}/**`, `**/${a}/src/**`, `**/${a}/src`]),
  message: except === 'shell'
    ? 'The shell loads remotes through federation, never by importing their source.'
    : 'A remote never imports the shell or another remote: link through paths from @freightdeck/contracts.',
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', 'e2e/test-results/**',
      'e2e/playwright-report/**', '**/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': restricted([internals]),
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/api/**', 'packages/contracts/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: { 'no-restricted-imports': restricted([internals, appSource(app)]) },
  })),
  ...PACKAGES.map((pkg) => ({
    files: [`packages/${pkg}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'no-restricted-imports': restricted([
        internals, { group: APPS.flatMap((a) => [`@freightdeck/${a}`, `**/${a}/**`]), message: 'Packages never import an app.' },
      ]),
    },
  })),
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restricted([internals],
        ['react', 'react-dom', 'node:fs', 'node:path', 'node:crypto', 'fs', 'path', 'crypto']
          .map((name) => ({ name, message: 'contracts has no React or Node dependency.' }))),
    },
  },
  // packages/api: module folders import one way (docs/adr/011-api-module-boundaries.md). A module
  // reaches another only through its public entry (modules/<name>/index.ts); the composition root
  // (src/composition), app.ts, server.ts, the seed and scripts do the same; lib, db, mail, storage,
  // plugins and reference-data import no module. Cycles are dependency-cruiser's (`pnpm lint`).
  ...((apiBase) => [
    {
      files: ['packages/api/src/modules/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': restricted([...apiBase,
          { regex: '^\\.\\./[^./][^/]*/', message: "Import another module through its public entry, '../<module>' (its index.ts), never a file inside it." },
          { group: ['**/composition', '**/composition/**', '**/app', '**/server', '**/seed', '**/seed/**', '../../index'],
            message: 'A module never imports the composition root, the app, the server or the seed: they import it.' },
        ]),
      },
    },
    {
      files: ['packages/api/src/{lib,db,mail,storage,plugins,reference-data}/**/*.ts', 'packages/api/src/config.ts'],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': restricted([...apiBase,
          { group: ['**/modules', '**/modules/**', '**/composition', '**/composition/**'],
            message: 'lib, db, mail, storage, plugins and reference-data import no module: modules build on them (a plugin declares what it needs, the app passes it in).' },
        ]),
      },
    },
    {
      files: ['packages/api/src/*.ts', 'packages/api/src/{composition,seed}/**/*.ts', 'packages/api/scripts/**/*.ts'],
      ignores: ['**/*.test.ts', 'packages/api/src/config.ts'],
      rules: {
        'no-restricted-imports': restricted([...apiBase,
          { regex: '(^|/)modules/[^/]+/', message: 'Import a module through its public entry (modules/<name>, its index.ts), never a file inside it.' },
        ]),
      },
    },
  ])([internals, { group: APPS.flatMap((a) => [`@freightdeck/${a}`, `**/${a}/**`]), message: 'Packages never import an app.' }]),
  {
    // The curated entry itself is the one place that imports react-router.
    files: ['packages/dev-shell/webpack/react-router-dom.mjs'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/webpack/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [REMOTE_SOURCE],
    ignores: [...REMOTE_TESTS, ...REMOTE_API_MODULES],
    rules: { 'no-restricted-syntax': ['error', ...routeLiterals.outsideApiRules()] },
  },
  {
    // A remote's API modules name /v1 endpoints, some spelled like pages (`/bookings`).
    files: REMOTE_API_MODULES.map((glob) => (glob.endsWith('/**') ? `${glob}/*.{ts,tsx}` : glob)),
    ignores: REMOTE_TESTS,
    rules: { 'no-restricted-syntax': ['error', ...routeLiterals.everywhereRules()] },
  },
  {
    // A remote's feature imports only itself, features/shared and packages (docs/adr/012).
    files: ['mfe-*/src/features/**/*.{ts,tsx,js,jsx}'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/imports': 'error' },
  },
);
