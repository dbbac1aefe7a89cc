import js from '@eslint/js';
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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
);
