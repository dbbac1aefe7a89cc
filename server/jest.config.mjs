// NestJS 12 is ESM-only, so jest runs in ESM mode (node --experimental-vm-modules).
// Type checking is `npm run typecheck`'s job; here ts-jest only transpiles.
export default {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Its ES build imports JSON without an import attribute, which jest's ESM mode warns about on
    // every import; the CommonJS build is the same library.
    '^libphonenumber-js/max$': '<rootDir>/../node_modules/libphonenumber-js/max/index.cjs',
  },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.test.json' }] },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
