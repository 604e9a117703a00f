// Jest transform for `<folder>/collection.yml`: the same compiled module the webpack build ships
// (`collection.yml?data` is mapped to the whole module in tests: a superset of it).
const { createHash } = require('node:crypto');
const { compileCollectionModule } = require('./loadCollection.cjs');

module.exports = {
  process(_source, filename) {
    return { code: compileCollectionModule(filename, 'cjs').code };
  },
  // The key is the compiled code itself: an edited .md, image or schema gives a new one.
  getCacheKey(_source, filename) {
    return createHash('sha256').update(compileCollectionModule(filename, 'cjs').code).digest('hex');
  },
};
