// Lint: typescript-eslint, React hooks, the import direction app → features → ui, platform, db → lib, the
// features' public faces, and no import cycles.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Every feature folder: each reaches the others only through their faces. */
const FEATURES = readdirSync(path.join(import.meta.dirname, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's public faces: index.ts for the browser (and anything browser-safe), server.ts for the server. */
const FACES = FEATURES.flatMap((name) => [
  `./${name}/index.ts`,
  `./${name}/index.tsx`,
  `./${name}/server.ts`,
]);

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      'node_modules/**',
      '.react-router/**',
      'coverage/**',
      'db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // Without these the plugin reads no TypeScript module it imports, and no-cycle finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      // Declaration merging (React Router's AppLoadContext, platform's FeatureServices) starts from empty interfaces.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Lower layers never reach up. The design system (ui/) sits between features and lib/: app/ and
            // features use it, it uses nothing but lib/ (and packages).
            {
              target: ['./features', './platform', './lib', './db', './ui'],
              from: './app',
              message: 'Only app/ may import app/.',
            },
            {
              target: ['./platform', './lib', './db'],
              from: './ui',
              message: 'Only app/ and features may import ui/.',
            },
            {
              target: ['./ui'],
              from: ['./features', './platform', './db', './server'],
              message: 'ui/ holds design-system primitives: they use lib/ alone.',
            },
            {
              target: ['./platform', './lib'],
              from: './features',
              message: 'platform/ and lib/ must not depend on features.',
            },
            {
              target: ['./lib'],
              from: ['./platform', './db', './server'],
              message: 'lib/ holds pure helpers only.',
            },
            {
              // The browser's platform (the signed-in session, the API client) sits beside the server's: app/ and
              // features use it, it uses lib/ and packages alone, so nothing of the server reaches the browser.
              target: ['./platform/browser'],
              from: './platform',
              except: ['./browser'],
              message: 'platform/browser/ runs in the browser: it uses lib/ and packages only.',
            },
            {
              target: ['./platform/browser'],
              from: './db',
              message: 'platform/browser/ runs in the browser: it uses lib/ and packages only.',
            },
            {
              target: ['./db'],
              from: './features',
              except: [
                './system/tables.server.ts',
                './market/tables.server.ts',
                './reference/tables.server.ts',
                './auth/tables.server.ts',
                './billing/tables.server.ts',
                './activity/tables.server.ts',
                './telemetry/tables.server.ts',
                './news/tables.server.ts',
                './newsletter/tables.server.ts',
                './watchlist/tables.server.ts',
                './portfolio/tables.server.ts',
                './alerts/tables.server.ts',
                './settings/tables.server.ts',
                './shows/tables.server.ts',
                './api-access/tables.server.ts',
              ],
              message: 'db/ may only re-export feature tables from db/schema.ts.',
            },
            {
              target: ['./app', './features', './platform', './lib', './db'],
              from: './server',
              message: 'server/ composes the app; nothing imports it.',
            },
            // A feature uses another only through its public face, so each can change its insides freely.
            ...FEATURES.map((name) => ({
              target: `./features/${name}`,
              from: './features',
              except: [`./${name}`, ...FACES],
              message:
                'Use the other feature’s public face: features/<name>/index.ts in the browser, features/<name>/server.ts on the server (add what you need there).',
            })),
            {
              // Browser-safe files (components, client code, rules, schemas) never reach a server face.
              target: './features/**/!(*.server|server).{ts,tsx}',
              from: './features/*/server.ts',
              message:
                'Only server code (*.server.ts) uses a server face; browser-safe code uses features/<name>/index.ts.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/env.server.ts.' },
      ],
    },
  },
  {
    // The shell and the market pages load on every first visit: zod (26 KB gzip) stays out of them. Accounts'
    // texts and constants come from features/auth/rules.ts; the schemas load with the forms that use them.
    files: [
      'app/shell/**',
      'app/root.tsx',
      'features/*/client/**',
      'platform/browser/**',
      'features/market/components/**',
      'features/market/stream/client.ts',
      'features/market/stream/ticks.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', '**/auth/schemas', '**/activity/schemas'],
              allowTypeImports: true,
              message:
                'Keep zod out of the first load: import texts and constants from the feature’s rules module.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the browser reads from the API is typed by the check that reads it: a type argument alone would be a cast.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(apiCall|apiGet|apiSend|apiPost|apiLoad|useAdminData)$/][typeArguments]',
          message:
            'Pass a check of the answer (shape or listOf from platform/browser/api.ts, or a zod schema’s parse): its type is the check’s.',
        },
      ],
    },
  },
  {
    // A face only names what its feature offers: the build treats faces as free of side effects (vite.config.ts),
    // so that importing one name from a face never brings the rest of the feature into a page's chunks.
    files: ['features/*/index.{ts,tsx}', 'features/*/server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message: 'A feature’s face only re-exports (export { … } from …).',
        },
      ],
    },
  },
  {
    // The one place that reads the environment, and the tools and tests that set up their own.
    files: ['server/env.server.ts', 'tests/**', 'scripts/**', '**/*.test.{ts,tsx}', '*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    // The service worker runs in its own global scope.
    files: ['public/sw.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        URL: 'readonly',
      },
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
