// The site's packages' Jest preset: test-kit's, plus ui's behaviours on every jsdom page and the
// Markdown collections (`collection.yml`) compiled as the build does.
const path = require('node:path');
const base = require('@site/test-kit/jest-preset');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  transform: { ...base.transform, '[\\\\/]collection\\.yml$': path.join(__dirname, 'markdown/jestTransform.cjs') },
  moduleNameMapper: { '^(.+[\\\\/]collection\\.yml)\\?(data|list)$': '$1', ...base.moduleNameMapper },
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, require.resolve('@site/ui/test-setup')],
};
