// One lint configuration for every workspace (ESLint flat config). `npm run lint` runs it with
// --max-warnings 0; `npm test` runs it before the unit tests.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/reports/',
      '**/test-results/',
      '**/.prerender/',
      // A part's dev server files (devkit/src/dev/), and the bench's scratch copy of the checkout.
      '**/.prerender-dev/',
      '**/.dev-dist/',
      '.dev/',
      '.scratch/',
      '.deploy/',
      '.pm2/',
      '.tools/',
      '.nx/',
      'e2e/.deploy/',
      'e2e/.tmp/',
      // Content files the e2e suite copies into a copy of a remote (their imports resolve there).
      'e2e/fixtures/',
      'mail-api/outbox/',
      'mail-api/data/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // TypeScript: the type-checked rule set, each file checked with its own workspace's tsconfig.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Numbers read naturally in messages and URLs; objects and nullish values still do not pass.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` returns nothing anyone reads.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },

  // Tests: a wrong `!` fails the test where it stands, which is what a test is for.
  {
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      '**/testSupport/**/*.ts',
      'devkit/src/test/**/*.{ts,tsx}',
      'site-formats/src/test/**/*.ts',
      'test-kit/src/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },

  // The shell's server and what it shares with the browser load no browser code: not the shell's
  // src/ (the browser's: federation runtime, React, behaviours), not ui's main entry or behaviours,
  // and not the releases' write side (publishing, guards: deploys and canary steps only).
  {
    files: ['shell/server/**/*.ts', 'shell/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/*', '../src', '../../src'],
              message: "The shell's server loads no browser code: share it through shell/shared/.",
            },
            {
              group: ['@module-federation/*', 'react', 'react-dom', 'react-router*', '@site/ui/behaviours'],
              message: 'Browser-only: the server does not load it.',
            },
            {
              group: ['@site/releases/store'],
              message: 'The write side of the releases (publish, guards): read through @site/releases/release-root.',
            },
          ],
          paths: [
            {
              name: '@site/ui',
              allowTypeImports: true,
              message: "ui's main entry loads its components and behaviours: import a subpath (config, label-map, form-post).",
            },
          ],
        },
      ],
    },
  },

  // React: the rules of hooks (and the React Compiler's checks), and accessible JSX.
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },

  // Plain CommonJS config and Jest helper files.
  {
    files: ['**/*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // Jest's setup files run in jsdom.
    files: ['devkit/src/test/*.cjs', 'test-kit/src/*.cjs', 'ui/test/*.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    files: ['**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
