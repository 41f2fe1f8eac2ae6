import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The API's upper layers (docs/decisions/028), as import-x/no-restricted-paths zones name them.
const ABOVE_MODULES = ['./plugins', './scripts', './app.ts', './serve.ts', './server.ts'];
const ABOVE_READERS = ['./modules', './seed', ...ABOVE_MODULES];

// ESLint runs the one rule oxlint has no port of: the API's layer zones. Every other rule, the
// recommended sets, the web app's import boundaries and the React hooks rules, runs in oxlint
// (.oxlintrc.json, docs/decisions/056), so ESLint reads the API's own source files alone.
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/**',
      'eslint.config.js',
    ],
  },
  {
    // The API's layers (docs/decisions/028): config, lib, db and core below readers, readers below
    // modules, modules below plugins and the app. A layer imports only those below it, and no
    // module cycle comes back (bulletproof-react's lint zones here; import/no-cycle in oxlint).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { parser: tseslint.parser },
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
);
