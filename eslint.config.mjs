import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] }] },
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
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // eslint-plugin-jsx-a11y 6.10 declares ESLint up to 9 as its peer but runs on ESLint 10's flat config
  // unchanged; package.json's `overrides` lets npm install it against ESLint 10 until a release says so.
  { files: ['client/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
);
