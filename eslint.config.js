import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What no browser-side file may import: the server's modules, and the test helpers that open them. */
const BROWSER_SIDE = [
  { group: ['**/server', '**/server/**'], message: 'The browser does not import the server.' },
  { group: ['**/test/**'], message: 'Test helpers that need the server live under test/ and are imported by tests only.' },
];

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
    // need them (the harnesses handing /api to the server app) live under test/. The blocks below
    // narrow each folder further and repeat these patterns (a later block's rule replaces an earlier one's).
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'providers/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: BROWSER_SIDE }],
    },
  },
  {
    // providers/ is the browser's way to the API: it knows nothing of the app shell (src/), which
    // passes in what providers need (the i18n catalogues); of resources/ it reads only the one list,
    // in providers/resourceTables.ts (the rule for that file follows)
    files: ['providers/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src', '**/src/**'], message: 'providers/ does not import the app (src/): let the app pass it in.' },
            { group: ['**/resources', '**/resources/**'], message: 'Read resources through the tables of providers/resourceTables.ts, the one reader of resources/index.ts.' },
            ...BROWSER_SIDE,
          ],
        },
      ],
    },
  },
  {
    files: ['providers/resourceTables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src', '**/src/**'], message: 'providers/ does not import the app (src/): let the app pass it in.' },
            { group: ['**/resources/*/**', '**/resources/*'], message: 'The tables read the one list, resources/index.ts, not a resource of their own.' },
            ...BROWSER_SIDE,
          ],
        },
      ],
    },
  },
  {
    // src/ is the shell and the shared UI: it reads resources through providers/resourceTables.ts.
    // The two message catalogues still gather the resources' messages by hand (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/enScreens.ts', 'src/i18n/ru.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/resources', '**/resources/**'], message: 'src/ reads resources through providers/resourceTables.ts, never resources/ itself.' }, ...BROWSER_SIDE],
        },
      ],
    },
  },
  {
    // a resource uses the shared UI (src/ui), providers and domain/, never the app shell (its tests
    // may open the test server and src/testing)
    files: ['resources/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/apps', '**/src/apps/**', '**/src/boot', '**/src/boot/**', '**/src/layout', '**/src/layout/**', '**/src/i18n', '**/src/i18n/**'],
              message: 'A resource does not import the app shell: move the shared piece into src/ui/ (or providers/).',
            },
            ...BROWSER_SIDE,
          ],
        },
      ],
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
