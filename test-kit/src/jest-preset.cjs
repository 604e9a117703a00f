// The Jest preset every package's tests start from: SWC transforms (TypeScript 7 has no JS API, so
// no ts-jest), CSS stubs, asset paths, jsdom's gaps filled. It depends on no package of ours, so
// any package may use it (devkit's preset adds what the site's own packages need: ui’s behaviours, Markdown).
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j|mj)sx?$': swc,
    '\\.(svg|png|jpe?g|webp|avif|pdf|woff2?)$': path.join(__dirname, 'fileTransform.cjs'),
  },
  // http-proxy-middleware, htmlparser2 (with its dom* and entities packages), css-select (with its
  // own, beasties'), feed and swiper ship ESM only: transformed wherever they are installed, nested too.
  transformIgnorePatterns: [
    '/node_modules/(?!(?:[^/]+/node_modules/)*(?:http-proxy-middleware|httpxy|is-plain-obj|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|css-select|css-what|nth-check|boolbase|feed|swiper)/)',
  ],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(__dirname, 'styleMock.cjs'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
};
