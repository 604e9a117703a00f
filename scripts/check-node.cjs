// Runs first in `npm start` and `npm test`, on whatever Node is installed, so it is plain
// CommonJS that any Node can parse: on a Node older than package.json's `engines` it stops with
// one line naming the fix, instead of a stack trace from a newer API further on.
'use strict';
const { engines } = require('../package.json');

const minimum = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(engines.node);
if (!minimum) throw new Error(`package.json engines.node should read ">=x.y.z", not "${engines.node}"`);
const [wanted, running] = [minimum.slice(1), process.versions.node.split('.')].map((parts) => parts.map(Number));
const older = wanted.findIndex((part, i) => running[i] !== part);
if (older !== -1 && running[older] < wanted[older]) {
  console.error(
    `This project needs Node.js ${wanted.join('.')} or newer (an LTS: 24), but this is ${process.version}: ` +
      'run `source scripts/use-node.sh` (or `nvm use`), then `npm ci` and this command again.',
  );
  process.exit(1);
}
