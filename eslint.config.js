import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The API's upper layers (docs/decisions/028), as import-x/no-restricted-paths zones name them.
const ABOVE_MODULES = ['./plugins', './scripts', './app.ts', './serve.ts', './server.ts'];
const ABOVE_READERS = ['./modules', './seed', ...ABOVE_MODULES];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Copied verbatim into the build: plain browser script, no TypeScript project.
      'apps/web/public/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  // The type-checked rules of typescript-eslint's recommendedTypeChecked run in oxlint
  // (.oxlintrc.json, docs/decisions/050): these are the rules that need no types.
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      // Oxlint runs this one and import/no-cycle (.oxlintrc.json): the same findings, in a
      // fraction of ESLint's time, which a fresh clone's CI pays in full (docs/decisions/048).
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Migrations work on Kysely<any> on purpose: they stay frozen while the Database type moves on.
    files: ['apps/api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The API's layers (docs/decisions/028): config, lib, db and core below readers, readers below
    // modules, modules below plugins and the app. A layer imports only those below it, and no
    // module cycle comes back (bulletproof-react's lint zones here; import/no-cycle in oxlint).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // Without these, import-x reads only .js files: every import of a .ts file is left unparsed.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/apps/api/src`,
          zones: [
            {
              target: ['./config', './lib', './db', './core'],
              from: ['./readers', ...ABOVE_READERS],
              message:
                'config, lib, db and core are imported by every layer: they import none above them.',
            },
            {
              target: './readers',
              from: ABOVE_READERS,
              message:
                'Readers sit below the modules: a module imports a reader, never the other way.',
            },
            {
              target: './modules',
              from: ABOVE_MODULES,
              message:
                'Modules sit below the plugins and the app: take Member, Db and paging from core/ and db/.',
            },
            {
              target: './modules/outbox',
              from: ['./modules/events', './modules/notifications', './modules/webhooks'],
              message:
                'The outbox is generic: what fills it (events, e-mails, webhooks) imports it, not the other way.',
            },
            {
              target: './modules/auth',
              from: './modules/admin',
              except: ['./audit'],
              message:
                'Sign-in and password resets do not depend on the console (its audit log aside).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/scripts/**', 'apps/api/bench/**', 'apps/api/src/seed/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react's one-way flow: shared <- features <- app. A feature imports shared code
      // and the route paths only, never another feature (its own files are relative).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*', '../features/*'],
              message:
                'Features must not import each other; move what several use to src/entities (domain) or src/shared (domain-free).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../*', '../../../*'],
              message:
                'Features must not import each other: use @/entities or @/shared for code several use, relative paths inside the feature.',
            },
            {
              group: ['@/app/*', '!@/app/paths.ts', '!@/app/console-paths.ts'],
              message: 'Features may import @/app/paths.ts and @/app/console-paths.ts only.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ is domain-free (UI kit, API client, i18n, session, lib, theme): it imports no
    // entity, feature or app code (docs/decisions/029).
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/entities/*',
                '@/features/*',
                '@/app/*',
                '../../entities/*',
                '../../features/*',
                '../../app/*',
              ],
              message: 'Shared code must not depend on entities, features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // entities/<entity>/ holds the domain code several features use (docs/decisions/029): it
    // imports shared code and other entities, never a feature or the app.
    files: ['apps/web/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '../../*', '../../../*'],
              message:
                'Entities import shared code and other entities (as @/entities/...) only, never a feature or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
