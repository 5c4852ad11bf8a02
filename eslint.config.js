import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { FIRST_PAGE_FILES, webBoundaries } from './eslint/web-boundaries.js';

/** From features/<a>/…: `../<b>/<anything but index.ts>` reaches into another feature. */
const FEATURE_INTERNALS_FROM_A_FEATURE = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$)',
  message: 'Import another feature through its index.ts only (CONVENTIONS.md, feature template).',
};

/**
 * From a feature's sub-folder (features/<a>/<part>/…, e.g. games/listing/): `../<sibling>/…` stays
 * inside the feature and is fine; `../../<b>/<anything but index.ts>` reaches into another feature.
 */
const FEATURE_INTERNALS_FROM_A_SUB_FEATURE = {
  ...FEATURE_INTERNALS_FROM_A_FEATURE,
  regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$)',
};

/** The same patterns for tests, which may also use another feature's *.test-support.ts. */
const orTestSupport = (pattern) => ({
  ...pattern,
  regex: `${pattern.regex.slice(0, -1)}|[^/]*\\.test-support\\.ts$)`,
});

/** From anywhere else in the server (app.ts, http/, realtime/, test/…): only features/<x>/index.ts. */
const FEATURE_INTERNALS_FROM_OUTSIDE = {
  regex: '(^|/)features/[^/]+/(?!index\\.ts$|[^/]*\\.test-support\\.ts$)',
  message: 'Import a feature through its index.ts only (CONVENTIONS.md, feature template).',
};

/**
 * Services call their feature's queries and never build SQL themselves (CONVENTIONS.md, "Database
 * access"): no value from drizzle-orm and no table value from db/schema in a `*.service.ts`. Types
 * are fine (`import type { GameRow }`), they vanish at compile time.
 */
const DATA_ACCESS_IN_A_SERVICE = {
  paths: [
    {
      name: 'drizzle-orm',
      allowTypeImports: true,
      message: 'A service never builds SQL: move this into the feature’s *.queries.ts (CONVENTIONS.md).',
    },
  ],
  patterns: [
    {
      regex: '^drizzle-orm/|(^|/)db/schema(/|$)',
      allowTypeImports: true,
      message: 'A service never touches tables: move this into the feature’s *.queries.ts (types are fine).',
    },
  ],
};

/** Web layering: `layer` may not import the layers above it, by alias or relative path. */
const upward = (above, layer) => ({
  regex: `^(@/|(\\.\\./)+)(${above.join('|')})(/|$)`,
  message: `src/${layer} may not import ${above.join(', ')} (layers go lib → ui → features → routes).`,
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Layering (CONVENTIONS.md, "The server feature template"); boundaries.test.ts proves each rule bites.
  // Server: a feature is entered through its index.ts only (tests may also use *.test-support.ts).
  // A feature may have one level of sub-folders (games/listing/, games/kickoff/…), which import each
  // other freely; other code still enters the feature through its index.ts. Deeper folders are refused.
  {
    files: ['apps/server/src/features/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_INTERNALS_FROM_A_FEATURE] }] },
  },
  {
    files: ['apps/server/src/features/*/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [orTestSupport(FEATURE_INTERNALS_FROM_A_FEATURE)] }],
    },
  },
  {
    files: ['apps/server/src/features/*/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_INTERNALS_FROM_A_SUB_FEATURE] }] },
  },
  {
    files: ['apps/server/src/features/*/*/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [orTestSupport(FEATURE_INTERNALS_FROM_A_SUB_FEATURE)] }],
    },
  },
  // The server's test workers run file after file in one module graph (isolate: false, decision
  // 036): a test file may not leave module state behind for the next one.
  {
    files: ['apps/server/**/*.test.ts', 'apps/server/**/*.test-support.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'hoisted'].map((property) => ({
          object: 'vi',
          property,
          message:
            'A module mock would outlive this file: the server tests share their workers’ modules (decision 036). Hand the fake in through the app’s deps.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(AssignmentExpression > MemberExpression.left, UnaryExpression[operator="delete"] > MemberExpression.argument) > MemberExpression.object[object.name="process"][property.name="env"]',
          message:
            'process.env would stay changed for the next test file in this worker (decision 036): pass settings to createTestApp instead.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/*/*/*/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'A feature has at most one level of sub-folders (features/<domain>/<part>/), so its import rules hold (CONVENTIONS.md).',
        },
      ],
    },
  },
  // A feature's services are built once, in its index.ts, and handed to its routes in their deps.
  {
    files: ['apps/server/src/features/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^create\\w*Service$/]',
          message:
            'Build a feature’s services once, in its index.ts, and hand them to the routes in their deps (CONVENTIONS.md).',
        },
      ],
    },
  },
  {
    // No exceptions (issue 17 item 4): a filter that needs a table is built in the queries.
    files: ['apps/server/src/features/**/*.service.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', DATA_ACCESS_IN_A_SERVICE] },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_INTERNALS_FROM_OUTSIDE] }] },
  },
  // Web: lib is the bottom layer, ui sits on lib, features and routes on top.
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [upward(['ui', 'features', 'routes', 'landing'], 'lib')] },
      ],
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [upward(['features', 'routes', 'landing'], 'ui')] }],
    },
  },
  // Web features are entered through their index.ts, as on the server (today's exceptions are listed
  // in eslint/feature-entry-exceptions.js and may only shrink).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { hanpan: webBoundaries },
    rules: { 'hanpan/feature-entry': 'error' },
  },
  // The first page (src/landing/ and the shared modules it needs) imports only first-page code:
  // /init's 120 kB budget can only be spent there (decision 011, issue 17).
  {
    files: FIRST_PAGE_FILES,
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
    rules: { 'hanpan/first-page-imports': 'error' },
  },
);
