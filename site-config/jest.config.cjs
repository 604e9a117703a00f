// No preset: this package sits under every other (devkit's preset included), so it depends on none of them.
module.exports = { testEnvironment: 'node', transform: { '^.+\\.ts$': '@swc/jest' } };
