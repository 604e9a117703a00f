const preset = require('@site/test-kit/jest-preset');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/installBehaviours.cjs'],
};
