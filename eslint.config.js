// The linter keeps the layering visible: machines are pure, the contract is valibot only,
// features do not reach into each other, the API client has no UI, and nothing imports in a cycle.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const zone = (target, from, message) => ({ target, from, message });

// The contract's barrel re-exports every schema; valibot schemas are not tree-shaken, so the app
// imports the one contract file it needs and the first page carries no other area's schemas.
const noContractBarrel = {
  regex: '^(\\.\\./)+contract$',
  message: 'Import the contract file you need, not the barrel.',
};

// A screen starts a flow with useFlow (src/flow/useFlow.tsx), which gives it the tab's inspector: not by hand.
const flowStartByHand = {
  name: '@xstate/react',
  importNames: ['useActorRef', 'useActor', 'useMachine'],
  message: 'Start a flow with useFlow (src/flow/useFlow.tsx).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'docs/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    // Type-aware: a promise is awaited, returned or explicitly voided, and never handed where a
    // callback's result is ignored.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./machines', './src', 'Machines import no app code (only the valibot contract).'),
            zone('./machines', './server', 'Machines import no server code.'),
            zone('./engines', './src', 'Engines are pure: the contract and valibot only.'),
            zone('./engines', './machines', 'Engines are pure: the contract and valibot only.'),
            zone('./engines', './server', 'Engines are pure: the contract and valibot only.'),
            zone('./contract', './src', 'The contract imports only valibot.'),
            zone('./contract', './machines', 'The contract imports only valibot.'),
            zone('./contract', './server', 'The contract imports only valibot.'),
            zone('./contract', './lib', 'The contract imports only valibot.'),
            zone('./engines', './lib', 'Engines are pure: the contract and valibot only.'),
            // lib/ is what the server and the apps both run: pure, above the contract and the engines only.
            zone('./lib', './src', 'lib/ is pure: the contract and the engines only.'),
            zone('./lib', './machines', 'lib/ is pure: the contract and the engines only.'),
            zone('./lib', './server', 'lib/ is pure: the contract and the engines only.'),
            zone('./src/api', './src/features', 'The API client has no UI imports.'),
            zone('./src/api', './src/ui', 'The API client has no UI imports.'),
            zone('./src/api', './src/routes', 'The API client has no UI imports.'),
            zone('./src/features', './src/routes', 'Features do not import routes.'),
            zone('./src/ui', './src/features', 'Shared UI does not import features.'),
            // The back office (/operator) and the player's app share only the API client and the contract.
            zone('./src/operator', './src/features', 'The back office does not import the player’s app.'),
            zone('./src/operator', './src/app', 'The back office does not import the player’s app.'),
            zone('./src/operator', './src/routes', 'The back office does not import the player’s app.'),
            zone('./src/operator', './src/ui', 'The back office does not import the player’s app.'),
            ...['features', 'app', 'routes', 'ui', 'api', 'i18n', 'lib', 'main.tsx'].map((part) =>
              zone(`./src/${part}`, './src/operator', 'The player’s app does not import the back office.'),
            ),
            // The server and the apps stand side by side: what both run is in lib/.
            zone('./server', './src', 'The server imports no app code; code both run belongs in lib/.'),
            zone('./server', './machines', 'The server imports no app code; code both run belongs in lib/.'),
            // How a screen starts a flow (src/flow/): both apps use it, so it imports neither.
            ...['features', 'app', 'routes', 'ui', 'operator'].map((part) =>
              zone('./src/flow', `./src/${part}`, 'src/flow serves both apps: it imports neither.'),
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/flow/useFlow.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [flowStartByHand], patterns: [noContractBarrel] }] },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@xstate/react', '@tanstack/*', 'ofetch', 'node:*'],
              message: 'Machines are pure: no React, router, fetch or Node.',
            },
            noContractBarrel,
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'document', 'window', 'location'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness comes from input or an actor.' },
        { object: 'Date', property: 'now', message: 'Time comes from input or an actor.' },
      ],
    },
  },
  {
    files: ['engines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'react', 'react-*', 'drizzle-orm', 'drizzle-orm/*'], message: 'Engines are pure.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness comes from the round’s Draw.' },
        { object: 'Date', property: 'now', message: 'Engines have no clock.' },
      ],
    },
  },
  {
    // Code the server and the apps both run (the QR encoder, money and date formatting): no React, no DOM,
    // no Node, no database.
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'react',
                'react-*',
                '@lingui/*',
                '@xstate/*',
                'xstate',
                'drizzle-orm',
                'drizzle-orm/*',
                'hono',
                'hono/*',
              ],
              message: 'lib/ is pure: the server and the apps both run it.',
            },
            noContractBarrel,
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'document', 'window', 'location'],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!valibot$|\\./).*', message: 'The contract imports only valibot.' }] },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: 'Features do not import each other; share through src/ui or src/app.',
            },
            noContractBarrel,
          ],
          paths: [flowStartByHand],
        },
      ],
    },
  },
);
