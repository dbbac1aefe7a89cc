import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server's shared layer; it may import config and the generated Prisma client, and no feature folder. */
const SHARED_FOLDERS = ['common', 'database', 'storage'];
const SHARED_IMPORTS = [...SHARED_FOLDERS, 'config', 'generated'];

/**
 * One block per depth below server/src, since a relative import names its target only relative to the
 * importing file: from depth d, `../` repeated d times reaches src/, and what follows must be shared.
 */
const sharedLayerImportsNoFeature = [1, 2, 3].map((depth) => ({
  files: [`server/src/{${SHARED_FOLDERS.join(',')}}/${'*/'.repeat(depth - 1)}*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}(?!(${SHARED_IMPORTS.join('|')})/)`,
            message: `The shared layer (${SHARED_FOLDERS.join(', ')}) imports no feature: invert the dependency (a token here that the feature provides, or a registry the feature registers with).`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'server/src/generated/**', 'client/src/gql/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Promises are awaited, or marked `void` where the called function handles its own failure (form and
    // click handlers catch and show their errors; the router reports a failed navigation itself); each file
    // is checked with the types of its own tsconfig (server, client, e2e, bench; the root's few scripts in a
    // default project; the root tsconfig lists no files of its own so it never becomes one program of everything).
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.mjs', '*.ts', 'scripts/*.mjs', 'server/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's describe/it return promises the runner itself awaits.
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'scripts/**', 'bench/**', '*.ts', '*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['server/**/*.spec.ts', 'server/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  ...sharedLayerImportsNoFeature,
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The client's shape (README, "Client conventions"): app/ is the shell and imports features; a feature
    // (features/<f>/, and each back-office features/admin/<f>/) imports components/, lib/, gql/, locales/ and
    // itself, never another feature nor app/; components/ builds on lib/; lib/ on nothing of the interface.
    // Tests and their mocks may reach across, to check what one feature's write does to another's view.
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'client/src/app', partialMatch: false },
        {
          type: 'back-office-feature',
          pattern: 'client/src/features/admin/*',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'feature', pattern: 'client/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'components', pattern: 'client/src/components', partialMatch: false },
        { type: 'lib', pattern: 'client/src/lib', partialMatch: false },
        { type: 'gql', pattern: 'client/src/gql', partialMatch: false },
        { type: 'locales', pattern: 'client/src/locales', partialMatch: false },
        { type: 'test', pattern: 'client/src/test', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/*.mock.ts', '**/test-fixtures.ts', '**/test/*'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['app', 'feature', 'back-office-feature', 'components', 'lib', 'gql', 'locales'] },
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['feature', 'back-office-feature'] } } },
              allow: { dependency: { relationship: { to: 'internal' } } },
            },
            {
              from: { element: { types: { anyOf: ['feature', 'back-office-feature'] } } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'gql', 'locales'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['components', 'lib', 'gql', 'locales'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'gql', 'locales'] } } } },
            },
            {
              from: { element: { type: 'test' } },
              allow: { to: { element: { types: { anyOf: ['test', 'components', 'lib', 'gql', 'locales'] } } } },
            },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: '*' } } } },
          ],
        },
      ],
    },
  },
  // eslint-plugin-jsx-a11y 6.10 declares ESLint up to 9 as its peer but runs on ESLint 10's flat config
  // unchanged; package.json's `overrides` lets npm install it against ESLint 10 until a release says so.
  { files: ['client/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
);
