// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Where a screen's words live instead of its markup. */
const textsInCatalogues =
  "Write a person's words in the feature's catalogue (strings.ts, with its strings.en.ts) and read them with useStrings.";

/** The PWA's features, each a folder of pwa/src/features. */
const features = readdirSync(new URL('./pwa/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Deep imports into another workspace bypass its `exports`: only package roots may be imported,
 * and the few subpaths a package exports on purpose (the browser tests' `freePort` is the
 * server tests' own, as is the S3-compatible store the device tests start).
 */
const noDeepWorkspaceImports = {
  group: [
    '@chungcu/*/*',
    '!@chungcu/mutations/rules',
    '!@chungcu/mutations/keys',
    '!@chungcu/mutations/entities',
    '!@chungcu/sync-server/free-port',
    '!@chungcu/sync-server/object-store',
  ],
  message: 'Import a workspace through its package root only.',
};

const noReqRes = {
  group: ['express', 'express-session'],
  message: 'Services and repos never see req/res.',
};

const queriesInRepos =
  'Services hold rules, access checks and transactions; queries live in db/*.repo.ts.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      'sync-server/data/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-duplicate-imports': ['error', { includeExports: false, allowSeparateTypeImports: false }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { patterns: [noDeepWorkspaceImports] }],
    },
  },
  {
    // Type-aware rules, for the TypeScript of the workspaces only (each file is checked by the
    // tsconfig that owns it): an async sync engine loses errors to promises nobody awaits or
    // catches, and to async callbacks handed to APIs that ignore what they return.
    files: ['{contracts,mutations,sync-server,pwa,e2e}/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // knex's grouping callbacks (`where((q) => { … })`) build on the builder they are given and
      // ignore what they return: they take a block body, as returning the thenable builder where
      // knex expects nothing reads as a misused promise.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // No import cycles inside a workspace (references already forbid them between workspaces): a
    // cycle makes load order decide which module sees the other's bindings still undefined, and
    // it is a sign a shared piece lives in the wrong file. Type-only imports are erased and not
    // followed; an `import()` is, so a module loaded on demand cannot import its loader either.
    files: ['{contracts,mutations,sync-server,pwa,e2e}/**/*.{ts,tsx}'],
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    // Packages are not walked: only our own files can close a cycle.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['contracts/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chungcu/*', 'node:*', 'express*', 'knex*', 'pg', 'react*', 'dexie*'],
              message: 'contracts is pure: it depends on zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Mutations run on the device and on the server: nothing of either side may leak in.
    files: ['mutations/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepWorkspaceImports,
            {
              group: [
                'node:*',
                'express*',
                'knex*',
                'pg',
                'react*',
                'dexie*',
                '@chungcu/pwa',
                '@chungcu/sync-server',
              ],
              message:
                'A mutation is written once against MutationTx: no server or device imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sync-server/src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepWorkspaceImports,
            {
              group: ['knex', '../db/*', '../db'],
              message: 'Routes parse and delegate: queries live in db/*.repo.ts behind services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sync-server/src/services/**', 'sync-server/src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepWorkspaceImports, noReqRes] }],
    },
  },
  {
    // Knex stays in the repos: a service neither imports it (types included) nor queries a
    // table. Services receive knex as `db` or a transaction as `trx`/`tx` (also `ctx.trx`), so a
    // call of one of those, or any `.raw(...)`, is a query. Starting a transaction stays allowed.
    files: ['sync-server/src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepWorkspaceImports,
            noReqRes,
            { group: ['knex', 'knex/*'], message: queriesInRepos },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name=/^(db|trx|tx|knex)$/]', message: queriesInRepos },
        {
          selector: 'CallExpression[callee.property.name=/^(db|trx|tx|knex|raw)$/]',
          message: queriesInRepos,
        },
      ],
    },
  },
  {
    files: ['pwa/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepWorkspaceImports,
            {
              group: ['@chungcu/sync-server'],
              message: 'The PWA talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens and features read and write only through pwa/src/data (one read path, named
    // mutations): never Dexie itself.
    files: ['pwa/src/features/**', 'pwa/src/app/**', 'pwa/src/ui/**'],
    // Tests seed the mirror the way a pull would.
    ignores: ['**/*.test.ts', '**/test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepWorkspaceImports,
            {
              group: ['@chungcu/sync-server'],
              message: 'The PWA talks to the server over HTTP only.',
            },
            {
              // `data/boot` is the signed-out shell's narrow entry (see pwa/src/data/boot.ts).
              group: ['dexie', 'dexie-*', '**/data/*', '!**/data/boot'],
              message:
                'Read through pwa/src/data (liveTable, useTables, stores) and write with mutate.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features never import each other: what two share lives in pwa/src/data, lib or ui, and
    // the app composes them (a unit page's cards of other features come through a slot).
    files: ['pwa/src/features/**'],
    // A test may seed a unit with another feature's test support (the unit is the apartments').
    ignores: ['**/*.test.ts'],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./pwa/src/features/${feature}`,
            from: './pwa/src/features',
            except: [`./${feature}`],
            message: 'Features never import each other (ARCHITECTURE.md, "Dependencies").',
          })),
        },
      ],
    },
  },
  {
    // Every text a person reads comes from a catalogue (pwa/src/lib/i18n), so the screens follow
    // the language chosen: no words written in a component's markup or in the attributes people
    // read (a brand name is a constant, PRODUCT_NAME).
    files: ['pwa/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-zÀ-ỹĐđ]/]', message: textsInCatalogues },
        {
          selector: `JSXAttribute[name.name=/^(label|title|placeholder|aria-label|alt|helperText)$/] > Literal[value=/[A-Za-zÀ-ỹĐđ]/]`,
          message: textsInCatalogues,
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[A-Za-zÀ-ỹĐđ]/]',
          message: textsInCatalogues,
        },
      ],
    },
  },
  {
    // Hooks run in the same order on every render: none after an early return or in a branch
    // (React refuses a render with more hooks than the last).
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    // The service worker has no window or document: only its own globals.
    files: ['pwa/src/sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
