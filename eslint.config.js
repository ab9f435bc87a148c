import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'node_modules', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // domain/ is shared by browser and server: it must not reach into either side
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // at any depth: domain/a/b.ts reaching ../../server/x is refused as much as ../server/x
          patterns: ['**/server', '**/server/**', '**/src', '**/src/**', '**/providers', '**/providers/**', '**/resources', '**/resources/**', '**/test/**', 'node:*', 'react', 'react-dom', 'react-admin', '@mui/*', 'hono', 'drizzle-orm', 'pg'],
        },
      ],
    },
  },
  {
    // route files parse, authorize, call and answer: SQL, transactions and the change log live in
    // the module's repositories and services (docs/architecture.md).
    files: ['server/**/*Routes.ts', 'server/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
              message: "A route file parses, authorizes, calls and answers: put the query in the module's repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // browser-side code never reaches the server's modules nor the test server app: helpers that
    // need them (the harnesses handing /api to the server app) live under test/
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'providers/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server', '**/server/**', '**/test/**'] }],
    },
  },
  {
    // screens reach the API through the http client (providers/http), never fetch directly; the
    // sign-in app (src/auth) keeps its own small client (authApi.ts) for its bundle budget
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'src/auth/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the http client in providers/http (its 401/403/500 rules apply).' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: 'Call the API through the http client in providers/http.' }],
    },
  },
);
