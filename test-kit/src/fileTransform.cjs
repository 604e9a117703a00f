// Asset imports resolve to their URL in the browser. In tests they resolve to the file's path from
// the repository root, so a test can open the very file a page refers to (e.g. to check its size).
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

module.exports = {
  process(_source, filename) {
    const fromRoot = path.relative(repoRoot, filename).split(path.sep).join('/');
    return { code: `module.exports = ${JSON.stringify(fromRoot)};` };
  },
  getCacheKey(_source, filename) {
    return `asset:${path.relative(repoRoot, filename)}`;
  },
};
