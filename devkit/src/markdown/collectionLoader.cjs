// webpack loader for `<folder>/collection.yml`: the folder's Markdown files as one module (compile.ts);
// `collection.yml?data` leaves their bodies out.
const path = require('node:path');
const { compileCollectionModule } = require('./loadCollection.cjs');

module.exports = function markdownCollectionLoader() {
  // A new or renamed .md file rebuilds the collection in watch mode, even after a failed build.
  this.addContextDependency(path.dirname(this.resourcePath));
  const { code, files } = compileCollectionModule(this.resourcePath, 'esm', this.resourceQuery === '?data' ? 'data' : 'all');
  for (const file of files) this.addDependency(file);
  return code;
};
