module.exports = require('@site/devkit/jest-preset');
