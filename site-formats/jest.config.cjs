module.exports = { ...require('@site/test-kit/jest-preset') };
