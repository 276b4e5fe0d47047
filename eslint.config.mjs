// @ts-check
import js from '@eslint/js';
import fs from 'node:fs';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

/** The web app's feature folders: each its own import zone. */
const WEB_FEATURES = fs
  .readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED_API_MESSAGE =
  'common/, config/ and database/ import no feature module: move the code into the feature that needs it, or hand it in from app.module.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      curly: 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Plain ESM launchers and configs: checked by // @ts-check, linted without type information.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, project: false },
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        globalThis: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
      },
    },
  },
  {
    // API dependencies point one way: features build on common/, config/ and database/, never
    // the reverse. The composition roots beside app.module (the entity list, the demo seed, the
    // CLI's data source) are where features are named together.
    files: ['backend/src/common/*.ts', 'backend/src/config/*.ts', 'backend/src/database/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!(common|config|database)(/|$))`,
              message: SHARED_API_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    // The same rule one folder down (the migrations).
    files: [
      'backend/src/common/*/**/*.ts',
      'backend/src/config/*/**/*.ts',
      'backend/src/database/*/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./\.\./(?!(common|config|database)(/|$))`,
              message: SHARED_API_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    // A service holds the rules a controller calls, so it never imports a controller: a type both
    // share (a DTO) lives in the feature's dto/ folder.
    files: ['backend/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`\.controller$`,
              message:
                'A service imports no controller: move what both need into dto/ or the service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web dependencies point one way: features build on store/, lib/, components/ and i18n/,
    // never the reverse. app/ composes: the router lazy-loads the features' pages and hands the
    // page frame what it shows of them, dashboardRoutes.tsx puts the Dashboard's pages together;
    // the entry (main.tsx) starts them; tests compose like the entry.
    files: [
      'frontend/src/app/**/*.{ts,tsx}',
      'frontend/src/store/**/*.{ts,tsx}',
      'frontend/src/lib/**/*.{ts,tsx}',
      'frontend/src/components/**/*.{ts,tsx}',
      'frontend/src/i18n/**/*.{ts,tsx}',
    ],
    ignores: [
      'frontend/src/app/router.tsx',
      'frontend/src/app/dashboardRoutes.tsx',
      'frontend/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**'],
              message:
                'store/, lib/, components/, i18n/ and app/ import no feature: have the router hand it in (props, a registry, injectEndpoints, rootReducer.inject).',
            },
          ],
        },
      ],
    },
  },
  // Features never import each other nor app/: what several use lives in the shared layer
  // (store/ for endpoints and API types, components/, lib/), and the router composes the rest.
  ...WEB_FEATURES.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['frontend/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+(features/)?(${WEB_FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
              message: `features/${feature}/ imports no other feature: move what both need to store/, components/ or lib/, or have app/router.tsx compose them.`,
            },
            {
              regex: String.raw`^(\.\./)+app(/|$)`,
              message: `features/${feature}/ imports nothing from app/, which composes the features.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Everything the web app shows goes through the catalogs (i18n/): no literal text in JSX,
    // nor in the attributes people read or hear. Code and style values are not checked.
    files: ['frontend/src/**/*.tsx'],
    ignores: ['frontend/src/**/*.test.tsx', 'frontend/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'alt',
              'aria-description',
              'aria-label',
              'aria-placeholder',
              'aria-roledescription',
              'aria-valuetext',
              'busyLabel',
              'emptyTitle',
              'helperText',
              'hideLabel',
              'label',
              'message',
              'placeholder',
              'primary',
              'secondary',
              'showLabel',
              'title',
              'tooltip',
            ],
            exclude: ['.*'],
          },
        },
      ],
    },
  },
  {
    // The Jest configs are CommonJS, as Jest expects.
    files: ['jest.config.js', 'test/jest-e2e.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
