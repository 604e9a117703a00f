module.exports = {
  ...require('@site/test-kit/jest-preset'),
  // One throwaway PostgreSQL per run, for the tests that run against both stores.
  globalSetup: '<rootDir>/src/testSupport/postgresGlobalSetup.ts',
  globalTeardown: '<rootDir>/src/testSupport/postgresGlobalTeardown.ts',
};
